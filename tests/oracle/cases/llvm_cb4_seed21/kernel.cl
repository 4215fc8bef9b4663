// gcn-ocl-oracle kernel, seed 21; grid 96x1x1, work-group 96x1x1
#define WG 96u
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
static ulong safe_div_ulong(ulong a, ulong b, uint z) { return b == 0 ? a : a / (b | (((ulong)z << 32) | z)); }
static ulong safe_mod_ulong(ulong a, ulong b, uint z) { return b == 0 ? a : a % (b | (((ulong)z << 32) | z)); }
__kernel __attribute__((reqd_work_group_size(96, 1, 1)))
void k(__global const uint* in, __global ulong* out, __global uchar* scr, __global uint* gacc,
       __global uint* lout, uint a0, int a1, ulong a2, long a3, uint zero) {
  const uint lid = get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2));
  const uint grp = get_group_id(0) + get_num_groups(0) * (get_group_id(1) + get_num_groups(1) * get_group_id(2));
  const uint item = grp * WG + lid;
  ulong h = 0xcbf29ce484222325ul;
  __local uint lcnt[16];
  __local int l0[128];
  uint v0 = ((uint)0x0u);
  ulong v1 = ((ulong)0x0ul);
  char v2 = ((char)0x0u);
  ulong v3 = ((ulong)0x0ul);
  for (uint j = lid; j < 16u; j += WG) lcnt[j] = 0;
  for (uint j = lid; j < 128u; j += WG) l0[j] = (int)(j * 0x2545f491u + grp);
  barrier(CLK_LOCAL_MEM_FENCE);
  v3 = ((ulong)mul_hi(((ulong)((__global const char*)in)[(uint)(((uint)0x0u)) & 1023u]), ((ulong)0x1cul)));
  h = (h ^ (ulong)v0) * 0x100000001b3ul;
  h = (h ^ (ulong)v1) * 0x100000001b3ul;
  h = (h ^ (ulong)v2) * 0x100000001b3ul;
  h = (h ^ (ulong)v3) * 0x100000001b3ul;
  out[item] = h;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint j = lid; j < 16u; j += WG) lout[grp * 16u + j] = lcnt[j];
}
