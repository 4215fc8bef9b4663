// Oracle seed 1 (first generator), reduced at -O2: golden reports a false program hazard. LLVM waits
// vmcnt(10) for a scratch load with 10 vector-memory ops issued after it, the last a flat_load
// already completed by s_waitcnt lgkmcnt(0). GFX8 returns vector memory in order, so that
// completion implies every older access is done; golden completes the FLAT alone and keeps the
// older scratch load pending (golden/engine s_waitcnt, FLAT in both counters).
#define WG 64u
static char safe_div_char(char a, char b, uint z) { return b == 0 ? a : (char)(a / b); }
static char safe_mod_char(char a, char b, uint z) { return b == 0 ? a : (char)(a % b); }
static uchar safe_div_uchar(uchar a, uchar b, uint z) { return b == 0 ? a : (uchar)(a / b); }
static uchar safe_mod_uchar(uchar a, uchar b, uint z) { return b == 0 ? a : (uchar)(a % b); }
static short safe_div_short(short a, short b, uint z) { return b == 0 ? a : (short)(a / b); }
static short safe_mod_short(short a, short b, uint z) { return b == 0 ? a : (short)(a % b); }
static ushort safe_div_ushort(ushort a, ushort b, uint z) { return b == 0 ? a : (ushort)(a / b); }
static ushort safe_mod_ushort(ushort a, ushort b, uint z) { return b == 0 ? a : (ushort)(a % b); }
static int safe_div_int(int a, int b, uint z) { return (b == 0 || (a == INT_MIN && b == -1)) ? a : a / b; }
static int safe_mod_int(int a, int b, uint z) { return (b == 0 || (a == INT_MIN && b == -1)) ? a : a % b; }
static uint safe_div_uint(uint a, uint b, uint z) { return b == 0 ? a : a / (b | z); }
static uint safe_mod_uint(uint a, uint b, uint z) { return b == 0 ? a : a % (b | z); }
static long safe_div_long(long a, long b, uint z) { return (b == 0 || (a == LONG_MIN && b == -1)) ? a : a / b; }
static long safe_mod_long(long a, long b, uint z) { return (b == 0 || (a == LONG_MIN && b == -1)) ? a : a % b; }
static ulong safe_div_ulong(ulong a, ulong b, uint z) { return b == 0 ? a : a / (b | z); }
static ulong safe_mod_ulong(ulong a, ulong b, uint z) { return b == 0 ? a : a % (b | z); }
__kernel __attribute__((reqd_work_group_size(16, 4, 1)))
void k(__global const uint* in, __global ulong* out, __global uchar* scr, __global uint* gacc,
       __global uint* lout, uint a0, int a1, ulong a2, long a3, uint zero) {
  const uint lid = get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2));
  const uint grp = get_group_id(0) + get_num_groups(0) * (get_group_id(1) + get_num_groups(1) * get_group_id(2));
  const uint item = grp * WG + lid;
  ulong h = 0xcbf29ce484222325ul;
  __local uint lcnt[4];
  __local short l0[96];
  __local short l1[96];
  uint v0 = ((uint)0x0u);
  uint v1 = ((uint)0x0u);
  ulong v2 = ((ulong)0x0ul);
  ulong v3 = ((ulong)a0);
  ulong v4 = ((ulong)0x0ul);
  ushort v5 = ((ushort)get_local_id(2));
  ushort p0[8];
  for (uint j = 0; j < 8u; ++j) p0[j] = (ushort)(item * 3u + j * 0x9e3779b9u);
  for (uint j = lid; j < 4u; j += WG) lcnt[j] = 0;
  for (uint j = lid; j < 96u; j += WG) l0[j] = (short)(j * 0x2545f491u + grp);
  for (uint j = lid; j < 96u; j += WG) l1[j] = (short)(j * 0x2545f491u + grp);
  barrier(CLK_LOCAL_MEM_FENCE);
  v0 = ((__global const uint*)in)[(uint)(((uint)0x0u)) & 255u];
  v1 = (uint)(v1 ^ ((uint)p0[(uint)(((uint)(((int)p0[(uint)(((uint)l0[WG - 1u - lid])) & 7u]) || ((int)((uint)((int)0x3u) - (uint)((__global const int*)in)[(uint)(((uint)v5)) & 255u]))))) & 7u]));
  h = (h ^ (ulong)v0) * 0x100000001b3ul;
  h = (h ^ (ulong)v1) * 0x100000001b3ul;
  h = (h ^ (ulong)v2) * 0x100000001b3ul;
  h = (h ^ (ulong)v3) * 0x100000001b3ul;
  h = (h ^ (ulong)v4) * 0x100000001b3ul;
  h = (h ^ (ulong)v5) * 0x100000001b3ul;
  for (uint j = 0; j < 8u; ++j) h = (h ^ (ulong)p0[j]) * 0x100000001b3ul;
  out[item] = h;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint j = lid; j < 4u; j += WG) lout[grp * 4u + j] = lcnt[j];
}
