// float_cmp_select: ordered/unordered compares, classification builtins, fmin/fmax, select,
// copysign, floor/ceil/rint/trunc/round, on random values plus inf, NaN and -0 injected by lane.
// round() goes to its own buffer: LLVM 14 lowers it as trunc(x) + (|x - trunc(x)| >= 0.5 ?
// copysign(1, x) : +0), which gives +0 where OpenCL says -0 (x in (-0.5, -0]).
__kernel void float_cmp_select(__global const float* a, __global const float* b, __global float* of,
                               __global int* oi, __global float* rnd) {
  uint i = get_global_id(0);
  float x = a[i], y = b[i];
  switch (i & 15) {
    case 0: x = INFINITY; break;
    case 1: x = NAN; break;
    case 2: x = -0.0f; break;
    case 3: y = x; break;
    case 4: y = -INFINITY; break;
    case 5: y = NAN; break;
    case 6: x = floor(x) + 0.5f; break;
    case 7: x = -floor(x) - 0.5f; break;
    default: break;
  }
  oi[i] = (x < y) | ((x <= y) << 1) | ((x > y) << 2) | ((x >= y) << 3) | ((x == y) << 4) |
          ((x != y) << 5) | (isnan(x) << 6) | (isinf(y) << 7) | (isordered(x, y) << 8) |
          (isunordered(x, y) << 9) | (signbit(x) << 10) | (isfinite(x) << 11) |
          (isnormal(y) << 12) | (islessgreater(x, y) << 13);
  __global float* o = of + 7 * i;
  o[0] = fmin(x, y);
  o[1] = fmax(x, y);
  o[2] = x < y ? x : y;
  o[3] = select(x, y, isgreater(x, y));
  o[4] = copysign(x, y);
  o[5] = floor(x) + ceil(y);
  o[6] = rint(x) - trunc(y);
  rnd[2 * i + 0] = round(x);
  rnd[2 * i + 1] = round(y);
}
