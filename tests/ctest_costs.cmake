# CTest's COST of the tests that take more than 5 s (seconds on the 2-core box, session 13), so
# that `ctest -j2` on a fresh build starts them first instead of leaving them for a serial tail.
# (CTest's own cost file, Testing/Temporary/CTestCostData.txt, cannot hold these: its reader
# takes a test name up to the first space.) tests/CMakeLists.txt includes this file in every
# test directory after the tests are defined; a name a directory does not have is ignored there.
# Refresh the numbers from a real run: awk on build/Testing/Temporary/CTestCostData.txt gives the
# measured seconds.
set_tests_properties([=[fpga:captured traces of the bundled integer kernels check clean against golden]=] PROPERTIES COST 70)
set_tests_properties([=[lockstep:RTL-executable corpus kernels match golden in lockstep, 2 seeds]=] PROPERTIES COST 332)
set_tests_properties([=[lockstep:v2 builds of lockstep kernels match in lockstep through gcn-cosim run --code-object]=] PROPERTIES COST 7)
set_tests_properties([=[oracle:24 random kernels x 4 levels: golden's outputs are byte-identical to PoCL's]=] PROPERTIES COST 17)
set_tests_properties([=[oracle:8 random kernels at -O2 in lockstep: RTL matches golden (or is rtl-unsupported) and outputs equal PoCL's]=] PROPERTIES COST 10)
set_tests_properties([=[oracle:the reducer shrinks an injected mismatch and the result still mismatches and is well-defined]=] PROPERTIES COST 11)
set_tests_properties([=[random:random RTL-target programs assemble and run on golden without hazard, fault or unimplemented]=] PROPERTIES COST 5)
set_tests_properties([=[rtl:RTL runs the binary32 corpus kernels like golden, in lockstep]=] PROPERTIES COST 59)
set_tests_properties([=[rtl:RTL LDS corpus kernels match golden in lockstep]=] PROPERTIES COST 12)
set_tests_properties([=[rtl:RTL runs compiled integer kernels of the corpus like golden]=] PROPERTIES COST 83)
set_tests_properties([=[rtl:RTL runs -O0 builds of the atomic and scratch corpus kernels like golden]=] PROPERTIES COST 94)
set_tests_properties([=[synth:the LDS maps to one RAMB18 per bank]=] PROPERTIES COST 9)
set_tests_properties([=[synth:the VGPR and SGPR files map to block RAM]=] PROPERTIES COST 12)
set_tests_properties([=[synth:the instruction buffers keep their lines in distributed RAM]=] PROPERTIES COST 11)
set_tests_properties([=[systemc: atomic_minmax through --engine systemc]=] PROPERTIES COST 6)
set_tests_properties([=[systemc: bitonic_local through --engine systemc]=] PROPERTIES COST 6)
set_tests_properties([=[systemc: atomic_xchg_cas through --engine systemc]=] PROPERTIES COST 47)
set_tests_properties([=[systemc: mandelbrot through --engine systemc]=] PROPERTIES COST 76)
set_tests_properties([=[vectors:vectors run --engine rtl passes the RTL's scalar, VOP2, SMEM, DS and multi-instruction vectors]=] PROPERTIES COST 128)
set_tests_properties([=[checker power: vxor_result is caught within 5 random programs]=] PROPERTIES COST 120)
set_tests_properties([=[lint: verilator -Wall is clean at parameter set 1 of scripts/lint_rtl.sh]=] PROPERTIES COST 20)
set_tests_properties([=[lint: verilator -Wall is clean at parameter set 2 of scripts/lint_rtl.sh]=] PROPERTIES COST 20)
set_tests_properties([=[lint: verilator -Wall is clean at parameter set 3 of scripts/lint_rtl.sh]=] PROPERTIES COST 20)
set_tests_properties([=[lint: verilator -Wall is clean at parameter set 4 of scripts/lint_rtl.sh]=] PROPERTIES COST 20)
set_tests_properties([=[lint: verilator -Wall is clean at parameter set 5 of scripts/lint_rtl.sh]=] PROPERTIES COST 20)
