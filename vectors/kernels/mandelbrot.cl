// opt: -O0
// mandelbrot: 2-D grid, f32 arithmetic in a data-dependent escape loop. One operation per
// statement (no contraction), so iteration counts and final values are exact IEEE results.
__kernel void mandelbrot(__global uint* iters, __global float* last, float x0, float y0, float dx,
                         float dy, uint maxit) {
  uint px = get_global_id(0), py = get_global_id(1);
  uint lin = py * get_global_size(0) + px;
  float tx = (float)px * dx;
  float cx = x0 + tx;
  float ty = (float)py * dy;
  float cy = y0 + ty;
  float x = 0.0f, y = 0.0f;
  uint it = 0;
  while (it < maxit) {
    float xx = x * x;
    float yy = y * y;
    float mag = xx + yy;
    if (mag > 4.0f)
      break;
    float xy = x * y;
    float nx = xx - yy;
    x = nx + cx;
    float t = xy + xy;
    y = t + cy;
    it++;
  }
  iters[lin] = it;
  last[lin] = x;
}
