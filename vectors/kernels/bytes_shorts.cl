// bytes_shorts: 8- and 16-bit loads and stores (sign/zero extension, neighbouring lanes writing
// bytes of the same dword), char4 vector load, add_sat on uchar. Integer-only.
__kernel void bytes_shorts(__global const char* c, __global const ushort* s, __global uchar* ob,
                           __global short* os, __global int* oi) {
  uint i = get_global_id(0);
  uint n = get_global_size(0);
  char a = c[i];
  ushort b = s[i];
  ob[i] = (uchar)a + (uchar)b;
  ob[n + i] = add_sat((uchar)a, (uchar)(b >> 8));
  os[i] = (short)((short)a * (short)(b & 0xff));
  os[n + i] = (short)b >> 3;
  char4 q = vload4(0, c + (i & ~3u));
  char m = c[(i * 7u) & (n - 1)];
  oi[i] = (int)a + (int)(short)b + q.x * q.w - q.y + q.z + (uchar)m;
}
