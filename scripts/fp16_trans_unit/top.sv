// scripts/check_fp16_trans_unit.sh: gcn_fp16_trans with a gcn_fp32_trans wired as gcn_valu_lane
// wires them (the f16 request takes the shared binary32 unit under the FP16 round mode).
module fp16_trans_top (
  input  logic [3:0]  sel_i,   // index into the op list below
  input  logic [15:0] a_i,
  input  logic [15:0] b_i,
  input  logic [15:0] c_i,
  input  logic [9:0]  mode_i,
  output logic [31:0] result_o
);
  logic [9:0] op;
  always_comb begin
    unique case (sel_i)
      4'd0: op = gcn_opcodes_pkg::OP_V_RCP_F16;
      4'd1: op = gcn_opcodes_pkg::OP_V_SQRT_F16;
      4'd2: op = gcn_opcodes_pkg::OP_V_RSQ_F16;
      4'd3: op = gcn_opcodes_pkg::OP_V_LOG_F16;
      4'd4: op = gcn_opcodes_pkg::OP_V_EXP_F16;
      4'd5: op = gcn_opcodes_pkg::OP_V_SIN_F16;
      4'd6: op = gcn_opcodes_pkg::OP_V_COS_F16;
      4'd7: op = gcn_opcodes_pkg::OP_V_FREXP_MANT_F16;
      4'd8: op = gcn_opcodes_pkg::OP_V_FREXP_EXP_I16_F16;
      4'd9: op = gcn_opcodes_pkg::OP_V_FRACT_F16;
      default: op = gcn_opcodes_pkg::OP_V_DIV_FIXUP_F16;
    endcase
  end
  logic        req, tr_valid, valid;
  logic [9:0]  tr_op;
  logic [31:0] tr_a, tr_res;
  gcn_fp16_trans u_h (
    .en_i(1'b1), .op_i(op), .a_i, .b_i, .c_i, .abs_i(3'd0), .neg_i(3'd0), .clamp_i(1'b0),
    .omod_i(2'd0), .mode_i, .tr_req_o(req), .tr_op_o(tr_op), .tr_a_o(tr_a), .tr_res_i(tr_res),
    .valid_o(valid), .result_o
  );
  gcn_fp32_trans u_t (
    .en_i(1'b1), .op_i(req ? tr_op : 10'd0), .a_i(tr_a), .rm_i(mode_i[3:2]), .ieee_i(mode_i[9]),
    .valid_o(tr_valid), .result_o(tr_res)
  );
endmodule
