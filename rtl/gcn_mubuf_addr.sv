// gcn_mubuf_addr: MUBUF address generation for one access unit of one lane (combinational),
// after the GCN3 manual "Buffer Addressing" and the golden model (golden/exec/mem_util.cpp
// buffer_addr), which is the reference:
//   index  = (IDXEN ? VADDR index : 0) + (ADD_TID ? lane : 0)
//   offset = OFFSET + (OFFEN ? VADDR offset : 0) + unit byte offset, modulo 2^32 (UINT32)
//   swizzled:  buf = (index/IS * stride + offset/ES * ES) * IS + index%IS * ES + offset%ES
//   linear:    buf = index * stride + offset
//   (buf is a 32-bit quantity: CLRX doc/GcnMemHandling.md, docs/address-audit.md)
//   in range:  stride == 0 || !swizzle ? buf < num_records - soffset
//                                      : index < num_records && offset < stride
//   address  = base + soffset + buf
// ES (element size) = 2 << V#[116:115], IS (index stride) = 8 << V#[118:117]: powers of two,
// so the swizzle is shifts and masks; one 32x14 multiplier for the stride.
module gcn_mubuf_addr (
  input  logic [127:0] rsrc_i,      // V#
  input  logic [31:0]  soffset_i,
  input  logic [11:0]  inst_offset_i,
  input  logic         idxen_i,
  input  logic         offen_i,
  input  logic [5:0]   lane_i,
  input  logic [31:0]  vindex_i,
  input  logic [31:0]  voffset_i,
  input  logic [3:0]   unit_off_i,  // byte offset of the access unit (4 * dword)
  output logic [63:0]  addr_o,
  output logic         in_range_o
);

  logic [47:0] base;
  logic [13:0] stride;
  logic        swizzle, add_tid;
  logic [31:0] num_records;
  logic [1:0]  es_code, is_code;
  assign base = rsrc_i[47:0];
  assign stride = rsrc_i[61:48];
  assign swizzle = rsrc_i[63];
  assign num_records = rsrc_i[95:64];
  assign es_code = rsrc_i[116:115];
  assign is_code = rsrc_i[118:117];
  assign add_tid = rsrc_i[119];

  logic [31:0] index;
  logic [31:0] offset;
  logic [2:0]  es_sh;  // log2(ES): 1..4
  logic [2:0]  is_sh;  // log2(IS): 3..6
  logic [31:0] idx_msb, idx_lsb;
  logic [31:0] off_msb, off_lsb;
  logic [31:0] mul;
  logic [31:0] buf_off;
  logic signed [33:0] limit;

  assign index = (idxen_i ? vindex_i : 32'd0) + (add_tid ? {26'd0, lane_i} : 32'd0);
  assign offset = {20'd0, inst_offset_i} + (offen_i ? voffset_i : 32'd0) + {28'd0, unit_off_i};
  assign es_sh = 3'd1 + {1'b0, es_code};
  assign is_sh = 3'd3 + {1'b0, is_code};
  assign idx_msb = index >> is_sh;
  assign idx_lsb = index & ((32'd1 << is_sh) - 32'd1);
  assign off_msb = offset >> es_sh;
  assign off_lsb = offset & ((32'd1 << es_sh) - 32'd1);
  assign mul = (swizzle ? idx_msb : index) * {18'd0, stride};

  always_comb begin
    if (swizzle) begin
      buf_off = ((mul + (off_msb << es_sh)) << is_sh) + (idx_lsb << es_sh) + off_lsb;
    end else begin
      buf_off = mul + offset;
    end
    if (stride == 14'd0 || !swizzle) begin
      // buf < num_records - soffset, as signed numbers (limit may be negative).
      in_range_o = !limit[33] && ({2'b00, buf_off} < unsigned'(limit));
    end else begin
      in_range_o = (index < num_records) && (offset < {18'd0, stride});
    end
  end
  assign limit = $signed({2'b00, num_records}) - $signed({2'b00, soffset_i});

  assign addr_o = {16'd0, base} + {32'd0, soffset_i} + {32'd0, buf_off};

  logic unused_rsrc;
  assign unused_rsrc = ^{rsrc_i[114:96], rsrc_i[127:120], rsrc_i[62]};

endmodule
