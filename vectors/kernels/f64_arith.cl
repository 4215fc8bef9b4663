// f64_arith: double add, sub, mul, fma, floor, fmin, double<->long/float conversions (exact),
// and double division and sqrt (ULP tolerance).
__kernel void f64_arith(__global const double* a, __global const double* b, __global double* ex,
                        __global double* ap, __global long* il, double s) {
  uint i = get_global_id(0);
  double x = a[i];
  double y = b[i];
  __global double* e = ex + 6 * i;
  e[0] = x + y;
  e[1] = x - y;
  e[2] = x * y;
  e[3] = fma(x, y, s);
  e[4] = floor(x) + fmin(x, y);
  e[5] = (double)(float)x + (double)(long)y;
  ap[2 * i + 0] = x / y;
  ap[2 * i + 1] = sqrt(fabs(x));
  il[i] = (long)(x * 1024.0);
}
