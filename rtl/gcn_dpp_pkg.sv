// gcn_dpp_pkg: DPP lane moves (GFX8 VOP_DPP): which lane SRC0 is read from, and which lanes the
// instruction may write. The same rules as golden's dpp_source_lane / dpp_write_mask
// (golden/exec/valu.cpp), written from the GCN3 manual's DPP_CTRL table.
//
// The CU executes only the controls that stay inside a row of 16 lanes (quad_perm, row_shl,
// row_shr, row_ror, row_mirror, row_half_mirror): a row never spans two lane groups, so SRC0's
// source lane is in the VGPR row the lane group already read. The wave-wide ones (wave_shl/rol/
// shr/ror, row_bcast15/31) would need the other lane groups' SRC0; gcn_decode refuses them.
package gcn_dpp_pkg;

  // DPP_CTRL codes whose source lane lies in the destination lane's own row.
  function automatic logic row_local(input logic [8:0] ctrl);
    row_local = ctrl <= 9'h0ff ||
                (ctrl >= 9'h101 && ctrl <= 9'h10f) ||  // row_shl:1..15
                (ctrl >= 9'h111 && ctrl <= 9'h11f) ||  // row_shr:1..15
                (ctrl >= 9'h121 && ctrl <= 9'h12f) ||  // row_ror:1..15
                ctrl == 9'h140 || ctrl == 9'h141;      // row_mirror, row_half_mirror
  endfunction

  // Source position (0..15) inside the row for destination position `pos`, and whether it exists
  // (row_shl/row_shr run off the row's end). `shr_rev` is the dpp_row_shr_reversed mutant.
  function automatic logic [4:0] src_in_row(input logic [8:0] ctrl, input logic [3:0] pos,
                                            input logic shr_rev);
    logic [4:0] s;  // {valid, position}
    logic [4:0] sum, diff;
    sum = {1'b0, pos} + {1'b0, ctrl[3:0]};
    diff = {1'b0, pos} - {1'b0, ctrl[3:0]};
    s = 5'd0;
    if (ctrl <= 9'h0ff) begin
      // quad_perm: lane (pos & ~3) | ctrl[2*(pos&3)+1 : 2*(pos&3)]
      s = {1'b1, pos[3:2], ctrl[{1'b0, pos[1:0], 1'b0} +: 2]};
    end else if (ctrl[8:4] == 5'h10 && ctrl[3:0] != 4'd0) begin  // row_shl
      s = {!sum[4], sum[3:0]};
    end else if (ctrl[8:4] == 5'h11 && ctrl[3:0] != 4'd0) begin  // row_shr
      s = shr_rev ? {!sum[4], sum[3:0]} : {!diff[4], diff[3:0]};
    end else if (ctrl[8:4] == 5'h12 && ctrl[3:0] != 4'd0) begin  // row_ror
      s = {1'b1, diff[3:0]};
    end else if (ctrl == 9'h140) begin  // row_mirror
      s = {1'b1, 4'd15 - pos};
    end else if (ctrl == 9'h141) begin  // row_half_mirror
      s = {1'b1, pos[3], 3'd7 - pos[2:0]};
    end
    src_in_row = s;
  endfunction

  // The lane may be written: its row and bank are enabled, and its source lane exists unless
  // BOUND_CTRL substitutes 0 for a missing one.
  function automatic logic lane_writes(input logic [8:0] ctrl, input logic bound,
                                       input logic [3:0] row_mask, input logic [3:0] bank_mask,
                                       input logic [5:0] lane, input logic shr_rev);
    lane_writes = row_mask[lane[5:4]] && bank_mask[lane[3:2]] &&
                  (bound || src_in_row(ctrl, lane[3:0], shr_rev) >= 5'h10);
  endfunction

endpackage
