// opt: -O0
// collatz: a data-dependent while loop (lanes leave the loop at different trip counts),
// built at -O0 so every variable lives in scratch. Integer-only.
__kernel void collatz(__global const uint* start, __global uint* steps, __global uint* peak) {
  uint i = get_global_id(0);
  uint n = start[i];
  uint c = 0;
  uint p = n;
  while (n != 1 && c < 1000) {
    if (n & 1)
      n = 3 * n + 1;
    else
      n = n >> 1;
    if (n > p)
      p = n;
    c++;
  }
  steps[i] = c;
  peak[i] = p;
}
