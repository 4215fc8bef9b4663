// opt: -O2
// ALU-bound benchmark kernel: xorshift32 and a multiply-accumulate per iteration, no memory
// traffic inside the loop. Used by scripts/bench_golden.sh, not by the corpus tests.
__kernel void alu_loop(__global uint* out, uint iters) {
  uint x = get_global_id(0) + 1, acc = 0;
  for (uint i = 0; i < iters; ++i) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    acc += x * 2654435761u;
  }
  out[get_global_id(0)] = acc ^ x;
}
