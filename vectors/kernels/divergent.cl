// divergent: nested data-dependent branches, a data-dependent loop trip count, a switch and
// an early return taken by some lanes of a wave. Integer-only.
__kernel void divergent(__global const int* in, __global int* out) {
  int i = get_global_id(0);
  int x = in[i];
  int r;
  if (x & 1) {
    if (x > 0)
      r = x * 3 + 1;
    else
      r = -x;
  } else if ((x & 6) == 2) {
    r = x >> 2;
  } else {
    r = 0;
    int n = (x & 0x70) >> 4;
    for (int k = 0; k <= n + (i & 3); ++k)
      r += k * (x >> 8);
  }
  if (r < 0) {
    out[i] = r;
    return;
  }
  switch (r & 3) {
    case 0: r ^= 0x5a5a; break;
    case 1: r += i; break;
    case 2: r = r << 1; break;
    default: r = ~r; break;
  }
  out[i] = r;
}
