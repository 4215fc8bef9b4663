// gcn_buf_format_range: is every component of a lane's buffer format access in range
// (combinational)? Format loads and stores are range-checked all or nothing per lane (golden
// mem_util.cpp vload_format / vstore_format): component u lies at byte offset u * bytes_i, each
// checked by its own gcn_mubuf_addr (a component's 32-bit offset may wrap back into range).
module gcn_buf_format_range (
  input  logic [127:0] rsrc_i,     // V#
  input  logic [31:0]  soffset_i,
  input  logic [11:0]  inst_offset_i,
  input  logic         idxen_i,
  input  logic         offen_i,
  input  logic [5:0]   lane_i,
  input  logic [31:0]  vindex_i,
  input  logic [31:0]  voffset_i,
  input  logic [2:0]   bytes_i,    // bytes per component: 1, 2, 4
  input  logic [2:0]   comps_i,    // components: 1..4
  output logic         in_range_o
);

  logic [3:0]  ok;
  logic [63:0] addr [4];
  for (genvar u = 0; u < 4; u++) begin : g_unit
    gcn_mubuf_addr u_addr (
      .rsrc_i, .soffset_i, .inst_offset_i, .idxen_i, .offen_i, .lane_i, .vindex_i, .voffset_i,
      .unit_off_i(4'(u * 32'(bytes_i))), .addr_o(addr[u]), .in_range_o(ok[u])
    );
  end
  always_comb begin
    in_range_o = 1'b1;
    for (int u = 0; u < 4; u++) begin
      if (3'(u) < comps_i && !ok[u]) in_range_o = 1'b0;
    end
  end

  // Only the range matters here; the addresses are the memory unit's own instance's.
  logic unused_addr;
  assign unused_addr = ^{addr[0], addr[1], addr[2], addr[3]};

endmodule
