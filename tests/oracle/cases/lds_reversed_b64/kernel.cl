// Oracle seed 2 (first generator), reduced at -O2: a ulong __local read at [WG - 1 - lid]. LLVM puts
// -8*lid in the VGPR and 8*(WG-1) in the ds_read_b64 offset; the address wraps modulo 2^32 on
// hardware (issue 9, defect 1); golden adds in 64 bits and reads 0. PoCL is right.
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
  __local ulong l0[64];
  __local uint l1[64];
  ushort v0 = ((ushort)0x0u);
  char v1 = ((char)0x0u);
  uint v2 = ((uint)0x0u);
  ulong v3 = ((ulong)0x0ul);
  for (uint j = lid; j < 4u; j += WG) lcnt[j] = 0;
  for (uint j = lid; j < 64u; j += WG) l0[j] = (ulong)(j * 0x2545f491u + grp);
  for (uint j = lid; j < 64u; j += WG) l1[j] = (uint)(j * 0x2545f491u + grp);
  barrier(CLK_LOCAL_MEM_FENCE);
  v1 = (char)(v1 ^ ((char)l0[WG - 1u - lid]));
  h = (h ^ (ulong)v0) * 0x100000001b3ul;
  h = (h ^ (ulong)v1) * 0x100000001b3ul;
  h = (h ^ (ulong)v2) * 0x100000001b3ul;
  h = (h ^ (ulong)v3) * 0x100000001b3ul;
  out[item] = h;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint j = lid; j < 4u; j += WG) lout[grp * 4u + j] = lcnt[j];
}
