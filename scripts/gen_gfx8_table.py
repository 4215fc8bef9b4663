#!/usr/bin/env python3
"""Generate golden/isa/gfx8_ops.h and golden/isa/gfx8_table.cpp from LLVM 14's own decoder.

Provenance, not part of the build: the generated files are checked in and are the source of
truth afterwards.  Method:

  1. Brute-force every opcode value of every GFX8 encoding through LLVM 14's disassembler
     (libLLVM-14 via its C API, cpu gfx803), with operand fields set to recognisable registers
     (v10 = vdst, v20 = src0, v30 = src1, v40 = src2, ...).  A decoded word gives the
     mnemonic <-> (encoding, opcode) pair and, from the printed register ranges, operand widths.
  2. Cross-check the mnemonic set against the LLVM 14 GFX8 syntax page (AMDGPUAsmGFX8.html).
  3. Per VOP3 source slot, set that slot's NEG bit: LLVM accepts it only for float operands, which
     separates f32 from i32/u32 where the mnemonic alone does not (v_ldexp_f32, v_cmp_class_*).
  4. Side effects and wait counters follow the GCN3 ISA rules, written below as name patterns.

Usage: scripts/gen_gfx8_table.py [--out golden/isa]
"""
import argparse
import ctypes
import html
import itertools
import os
import re
import struct
import sys

LLVM_LIB = '/usr/lib/llvm-14/lib/libLLVM-14.so'
GFX8_HTML = '/usr/share/doc/llvm-14-doc/html/AMDGPU/AMDGPUAsmGFX8.html'

# ----------------------------------------------------------------------------------------------
# LLVM disassembler through the C API (LLVMCreateDisasmCPU / LLVMDisasmInstruction).


class Llvm:
    def __init__(self):
        lib = ctypes.CDLL(LLVM_LIB)
        for f in ('LLVMInitializeAMDGPUTargetInfo', 'LLVMInitializeAMDGPUTargetMC',
                  'LLVMInitializeAMDGPUDisassembler'):
            getattr(lib, f)()
        lib.LLVMCreateDisasmCPU.restype = ctypes.c_void_p
        lib.LLVMCreateDisasmCPU.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_void_p,
                                            ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p]
        lib.LLVMDisasmInstruction.restype = ctypes.c_size_t
        lib.LLVMDisasmInstruction.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_uint64,
                                              ctypes.c_uint64, ctypes.c_char_p, ctypes.c_size_t]
        self.lib = lib
        self.dc = lib.LLVMCreateDisasmCPU(b'amdgcn--amdhsa', b'gfx803', None, 0, None, None)
        assert self.dc, 'no AMDGPU disassembler in libLLVM-14'
        self.buf = ctypes.create_string_buffer(1024)

    def dis(self, words):
        """Text (spaces collapsed) of the instruction at words[0], or None if LLVM rejects it."""
        b = struct.pack('<%dI' % len(words), *words)
        n = self.lib.LLVMDisasmInstruction(self.dc, b, len(b), 0, self.buf, len(self.buf))
        if n == 0:
            return None
        return ' '.join(self.buf.value.decode().split())


# ----------------------------------------------------------------------------------------------
# Probe layouts. Fields: (word, shift, value); the probe tries every subset of fields set, most
# fields first, and keeps the first word LLVM accepts (LLVM rejects e.g. a non-zero DATA1 on a
# one-data DS op). Flags are single bits tried off first.

V = 256  # 9-bit source field value of v0
PROBES = [
    # enc, opcode count, base words, (word, shift) of opcode, fields, flags
    ('SOP2', 0x60, [0x80000000], (0, 23), [(0, 16, 8), (0, 8, 24), (0, 0, 16)], []),
    ('SOPK', 0x1D, [0xB0000000], (0, 23), [(0, 16, 8), (0, 0, 0x1234)], []),
    ('SOP1', 256, [0xBE800000], (0, 8), [(0, 16, 8), (0, 0, 16)], []),
    ('SOPC', 128, [0xBF000000], (0, 16), [(0, 8, 24), (0, 0, 16)], []),
    ('SOPP', 128, [0xBF800000], (0, 16), [(0, 0, 3)], []),
    ('SMEM', 256, [0xC0000000, 0], (0, 18), [(0, 17, 1), (0, 6, 8), (0, 0, 8), (1, 0, 0x10)], []),
    ('VOP2', 0x3E, [0], (0, 25), [(0, 17, 10), (0, 9, 30), (0, 0, V + 20)], []),
    ('VOP1', 256, [0x7E000000], (0, 9), [(0, 17, 10), (0, 0, V + 20)], []),
    ('VOPC', 256, [0x7C000000], (0, 17), [(0, 9, 30), (0, 0, V + 20)], []),
    ('VOP3', 1024, [0xD0000000, 0], (0, 16),
     [(0, 0, 10), (1, 0, V + 20), (1, 9, V + 30), (1, 18, V + 40)], []),
    ('VINTRP', 4, [0xD4000000 | 3 << 10 | 1 << 8], (0, 16), [(0, 18, 10), (0, 0, 20)], []),
    ('DS', 256, [0xD8000000, 0], (0, 17),
     [(0, 0, 0x10), (1, 0, 20), (1, 8, 30), (1, 16, 40), (1, 24, 10)], [(0, 16)]),
    ('FLAT', 128, [0xDC000000, 20], (0, 18), [(1, 8, 30), (1, 24, 10)], []),
    ('MUBUF', 128, [0xE0000000 | 0x10, 20 | 4 << 16 | 8 << 24], (0, 18), [(1, 8, 30)], [(0, 16)]),
    ('MTBUF', 16, [0xE8000000 | 1 << 19 | 1 << 23 | 0x10, 20 | 30 << 8 | 4 << 16 | 8 << 24],
     (0, 15), [], []),
    ('MIMG', 128, [0xF0000000, 20 | 30 << 8 | 4 << 16], (0, 18), [(0, 8, 0xF), (1, 21, 6)], []),
    ('EXP', 1, [0xC400000F, 20 | 21 << 8 | 22 << 16 | 23 << 24], (0, 4), [], []),
]


def probe_words(p, op):
    enc, n, base, (ow, osh), fields, flags = p
    combos = [(m, f) for m in itertools.product((1, 0), repeat=len(fields))
              for f in itertools.product((0, 1), repeat=len(flags))]
    combos.sort(key=lambda c: (-sum(c[0]), sum(c[1])))
    for mask, fl in combos:
        w = list(base)
        w[ow] |= op << osh
        for (fw, fs, fv), m in zip(fields, mask):
            w[fw] |= fv << fs if m else 0
        for (fw, fs), m in zip(flags, fl):
            w[fw] |= 1 << fs if m else 0
        yield w


def probe_all(llvm):
    """[(enc, opcode, text, words)] for every opcode value LLVM decodes."""
    rows = []
    for p in PROBES:
        for op in range(p[1]):
            for w in probe_words(p, op):
                t = llvm.dis(w + [0, 0, 0])
                if t is not None:
                    rows.append((p[0], op, t, w))
                    break
    return rows


def html_mnemonics():
    text = open(GFX8_HTML, encoding='utf-8').read()
    names = set()
    for sec in re.split(r'<h3>', text)[1:]:
        body = html.unescape(re.sub('<.*?>', '', sec))
        for line in body.split('\n'):
            m = re.match(r'^([a-z][a-z0-9_]+)(\s|$)', line)
            if m and m.group(1) != 'opcode':
                names.add(base_name(m.group(1)))
    return names


def base_name(n):
    return re.sub(r'_(e32|e64|sdwa|dpp)$', '', n)


# ----------------------------------------------------------------------------------------------
# Operand parsing of probe text.

def split_operands(text):
    """Mnemonic and operand tokens; trailing modifiers (offset:16 glc ...) are dropped."""
    mn, _, rest = text.partition(' ')
    toks, depth, cur = [], 0, ''
    for ch in rest:
        depth += ch == '('
        depth -= ch == ')'
        if ch == ',' and depth == 0:
            toks.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        toks.append(cur.strip())
    if toks:
        toks[-1] = toks[-1].split(' ')[0] if not toks[-1].startswith('hwreg') else toks[-1]
    return mn, toks


def reg(tok):
    """(file, first, width-in-bits) of a register token, or None."""
    tok = tok.lstrip('-|').rstrip('|')
    m = re.fullmatch(r'([sv])(\d+)', tok)
    if m:
        return m.group(1), int(m.group(2)), 32
    m = re.fullmatch(r'([sv])\[(\d+):(\d+)\]', tok)
    if m:
        return m.group(1), int(m.group(2)), 32 * (int(m.group(3)) - int(m.group(2)) + 1)
    if tok == 'vcc':
        return 's', 106, 64
    return None


# ----------------------------------------------------------------------------------------------
# Types. Kind letters: f float, i signed, u unsigned, b bits.

TYPE_RE = re.compile(r'_([fiub])(8|16|24|32|64)(?=_|$)')


def name_types(name):
    """Value kinds named in the mnemonic, e.g. v_cvt_f32_i32 -> [('f',32), ('i',32)]."""
    return [(k, int(w)) for k, w in TYPE_RE.findall(name)]


def ty(kind, width):
    if width in (96, 128, 256, 512) or kind == 'b' and width not in (16, 32, 64):
        return 'B%d' % width
    if kind == 'f':
        return {16: 'F16', 32: 'F32', 64: 'F64'}[width]
    if width in (8, 24):
        width = 32
    return {'i': 'I', 'u': 'U', 'b': 'B'}[kind] + str(width)


def slot_type(kind_width, reg_width, is_float=None):
    """Type of a slot named kind_width in the mnemonic, printed by LLVM reg_width wide.

    The printed width wins; the mnemonic supplies float/signedness. A 32-bit slot of a 64-bit op
    is a shift amount / bit offset / exponent (s_lshl_b64 src1, v_trig_preop_f64 src1): U32
    unless the NEG probe proves it float."""
    kind, w = kind_width
    if w == 16 and reg_width == 32:
        reg_width = 16
    if w in (8, 24):
        w = 32
    if reg_width != w:
        if reg_width == 32 and w == 64:
            kind = 'u'
        elif reg_width == 64 and w in (16, 32) and kind in 'iub':
            pass  # v_mad_u64_u32 src2 / dst keeps its signedness
        elif kind == 'f' and reg_width > 64:
            kind = 'b'
    if is_float is True and kind != 'f':
        kind = 'f'
    if is_float is False and kind == 'f':
        kind = 'u'
    return ty(kind, reg_width)


# Mnemonics whose mnemonic type names do not say the slot's kind. Kept minimal; each is a fact
# from the ISA manual the probes cannot see.
KIND_OVERRIDES = {
    # bit count / lane mask in src0, the addend in src1
    ('v_bcnt_u32_b32', 'src1'): ('u', 32), ('v_mbcnt_lo_u32_b32', 'src1'): ('u', 32),
    ('v_mbcnt_hi_u32_b32', 'src1'): ('u', 32),
    # exponent operand is signed (ldexp), NEG probe only says "not float"
    ('v_ldexp_f32', 'src1'): ('i', 32), ('v_ldexp_f64', 'src1'): ('i', 32),
    ('v_ldexp_f16', 'src1'): ('i', 16),
}


# ----------------------------------------------------------------------------------------------
# Side effects (GCN3 ISA manual rules, as name patterns).

SCC_WRITERS = re.compile(
    r'^s_(add|sub|addc|subb|min|max|and|or|xor|andn2|orn2|nand|nor|xnor|lshl|lshr|ashr|bfe|absdiff)_'
    r'|^s_(not|wqm|bcnt0|bcnt1|quadmask)_|^s_abs_i32$|_saveexec_b64$|^s_cmp|^s_bitcmp'
    r'|^s_addk_i32$')
SCC_READERS = re.compile(r'^s_(addc|subb)_u32$|^s_cselect_|^s_cmov_|^s_cmovk_|^s_cbranch_scc')
APPROX = re.compile(r'^v_(rcp|rsq|sqrt|exp|log|sin|cos)(_legacy|_iflag)?_f(16|32|64)$')
BRANCHES = re.compile(r'^s_(branch|cbranch_.*|setpc_b64|swappc_b64|rfe_b64|rfe_restore_b64|trap)$')


def effects(name, enc):
    e = []
    if SCC_WRITERS.search(name):
        e.append('kWritesScc')
    if SCC_READERS.search(name):
        e.append('kReadsScc')
    # VOP2 carry ops and VOPC write VCC in their e32 form (the VOP3 form names an SDST instead).
    if re.match(r'^v_(add|sub|subrev|addc|subb|subbrev)_u32$', name) or enc == 'VOPC':
        e.append('kWritesVcc')
    if re.match(r'^v_(addc|subb|subbrev)_u32$|^v_cndmask_b32$|^v_div_fmas_|^s_cbranch_vcc', name):
        e.append('kReadsVcc')
    if re.search(r'_saveexec_b64$|^s_cbranch_exec|^s_cbranch_[ig]_fork$|^s_cbranch_join$', name):
        e.append('kReadsExec')
    if re.search(r'_saveexec_b64$|^v_cmpx_|^s_cbranch_[ig]_fork$|^s_cbranch_join$', name):
        e.append('kWritesExec')
    if (enc in ('DS', 'VINTRP') or re.match(r'^(s_movrel|v_movrel|s_sendmsg|s_ttracedata|'
                                            r'v_interp_)', name) or name == 'buffer_store_lds_dword'):
        e.append('kReadsM0')
    if re.match(r'^s_set_gpr_idx_(on|off|idx|mode)$', name):
        e.append('kWritesM0')
    if BRANCHES.match(name):
        e.append('kBranch')
    if name in ('s_endpgm', 's_endpgm_saved'):
        e.append('kEndsWave')
    if name == 's_barrier':
        e.append('kBarrier')
    e += memory_effects(name, enc)
    if APPROX.match(name):
        e.append('kApprox')
    return e


def memory_effects(name, enc):
    if enc not in ('SMEM', 'DS', 'MUBUF', 'MTBUF', 'MIMG', 'FLAT'):
        return []
    if 'atomic' in name or (enc == 'DS' and is_ds_atomic(name)):
        return ['kLoad', 'kStore', 'kAtomic']  # read-modify-write, returning or not
    if re.search(r'load|read|gather4|sample|get_lod|get_resinfo', name):
        return ['kLoad'] if 'get_resinfo' not in name else []
    if re.search(r'store|write', name):
        return ['kStore']
    return []


def is_ds_atomic(name):
    return not re.match(r'^ds_(read|write|nop|swizzle|permute|bpermute|gws_|ordered_count|'
                        r'append|consume)', name)


def counters(name, enc):
    if enc in ('SMEM', 'DS'):
        return ['kLgkmCnt']
    if enc == 'FLAT':
        return ['kVmCnt', 'kLgkmCnt']
    if enc in ('MUBUF', 'MTBUF', 'MIMG'):
        return ['kVmCnt'] if memory_effects(name, enc) or 'get_resinfo' in name else []
    if enc == 'EXP':
        return ['kExpCnt']
    if name in ('s_sendmsg', 's_sendmsghalt'):
        return ['kLgkmCnt']
    return []


# ----------------------------------------------------------------------------------------------
# Building entries.

class Entry:
    def __init__(self, name, enc, opcode):
        self.name, self.enc, self.opcode = name, enc, opcode
        self.vop3_opcode = -1
        self.dst = self.dst2 = 'None'
        self.src = ['None'] * 3
        self.sgpr_dst = False
        self.probe = None
        self.vop3_probe = None


def vop_slots(e, llvm):
    """Types of a VOP1/VOP2/VOPC/VOP3 entry from the probe texts and the NEG probe."""
    text = e.vop3_probe[0] if e.vop3_probe else e.probe[0]
    mn, toks = split_operands(text)
    kinds = name_types(e.name) or [('b', 32)]
    dkind, skind = kinds[0], kinds[-1]
    if e.name.startswith('v_cvt_pk') or e.name == 'v_cvt_pkrtz_f16_f32':
        dkind = ('b', 32)   # two packed 16-bit halves
    if re.match(r'^v_cvt_(f32_ubyte\d|off_f32_i4)$', e.name):
        skind = ('u', 32) if 'ubyte' in e.name else ('i', 32)
    if re.match(r'^v_(mul|mad)_(hi_)?[iu]32_[iu]24$', e.name):
        dkind = skind = kinds[0]
    floats = neg_probe(e, llvm) if e.vop3_probe else [None] * 3
    seen_vcc = 0
    for i, tok in enumerate(toks):
        r = reg(tok)
        if r is None:
            continue
        f, first, width = r
        if tok == 'vcc' or (f == 's' and first in (0, 10) and i <= 1 and width == 64):
            # VOPC result mask / VOP2 carry-out; the last vcc of addc & co. is the carry-in.
            if i <= 1:
                e.dst2 = 'B64'
            else:
                e.src[2] = 'B64'
            seen_vcc += 1
            continue
        slot = {10: 'dst', 20: 'src0', 30: 'src1', 40: 'src2'}.get(first)
        if slot is None:
            continue
        if e.name == 'v_madmk_f32' or e.name == 'v_madmk_f16':
            slot = {'src1': 'src2'}.get(slot, slot)  # D = S0 * K + S1: K is src1
        k = KIND_OVERRIDES.get((e.name, slot), dkind if slot == 'dst' else skind)
        if slot == 'dst':
            e.dst = slot_type(k, width)
            e.sgpr_dst = f == 's'
        else:
            idx = int(slot[-1])
            e.src[idx] = slot_type(k, width, floats[idx] if k == skind or floats[idx] else None)
    if e.name in ('v_madmk_f32', 'v_madak_f32', 'v_madmk_f16', 'v_madak_f16'):
        lit = 1 if 'madmk' in e.name else 2
        e.src[lit] = e.src[0]  # the literal K
    if e.probe[0].endswith(', vcc'):
        e.src[2] = 'B64'  # v_cndmask / v_addc & co.: lane mask or carry-in, VCC in e32 form
    widen_packed_16(e, llvm)


def widen_packed_16(e, llvm):
    """Integer slots named 16-bit whose LLVM operand is 32 bits (v_sad_u16 sums two halves into
    a u32): LLVM prints inline constant 0.5 there as 0.5, not as the half pattern 0x3800."""
    if not e.vop3_probe:
        return
    widened = False
    for i, field_shift in enumerate((0, 9, 18)):
        if e.src[i] not in ('I16', 'U16', 'B16'):
            continue
        w = list(e.vop3_probe[1])
        w[1] = (w[1] & ~(0x1FF << field_shift)) | 240 << field_shift
        text = llvm.dis(w + [0, 0]) or ''
        if ' 0.5' in text:
            e.src[i] = e.src[i][0] + '32'
            widened = True
    if widened and e.dst in ('I16', 'U16', 'B16'):
        e.dst = e.dst[0] + '32'


def neg_probe(e, llvm):
    """For each VOP3 source: True if LLVM accepts NEG on it (float), False if it rejects it."""
    words = e.vop3_probe[1]
    out = []
    for i in range(3):
        t = llvm.dis([words[0], words[1] | 1 << (29 + i), 0, 0])
        out.append(None if t is None and i >= count_srcs(e) else ('-' in (t or '')))
    return out


def count_srcs(e):
    _, toks = split_operands(e.vop3_probe[0])
    return sum(1 for t in toks if reg(t) and reg(t)[1] in (20, 30, 40))


def salu_slots(e):
    mn, toks = split_operands(e.probe[0])
    kinds = name_types(e.name) or [('b', 32)]
    dkind, skind = kinds[0], kinds[-1]
    for tok in toks:
        r = reg(tok)
        if r is None:
            continue
        _, first, width = r
        slot = {8: 'dst', 16: 'src0', 24: 'src1'}.get(first)
        if slot == 'dst':
            e.dst = slot_type(dkind, width)
        elif slot:
            e.src[int(slot[-1])] = slot_type(skind, width)


def sopk_slots(e):
    name = e.name
    signed = re.match(r'^s_(movk|cmovk|addk|mulk|cmpk_\w+_i32|cbranch_i_fork)', name)
    if name == 's_setreg_imm32_b32':
        e.src = ['B32', 'U16', 'None']
        return
    e.src[1] = 'I16' if signed else 'U16'
    if re.match(r'^s_(cmpk_|setreg_b32)', name):
        e.src[0] = 'I32' if signed else ('U32' if 'cmpk' in name else 'B32')
    elif name == 's_cbranch_i_fork':
        e.src[0] = 'B64'
    else:
        e.dst = 'I32' if signed else 'B32'
        if re.match(r'^s_(cmovk|addk|mulk)', name):
            e.src[0] = 'I32'


def sopp_slots(e, llvm):
    t = llvm.dis([0xBF800000 | e.opcode << 16 | 0xFFFF])
    if t is None or t == e.name:
        return
    # LLVM prints branch targets signed; every other SIMM16 is a field set or count.
    e.src[0] = 'I16' if re.match(r'^s_(branch|cbranch_)', e.name) else 'U16'


def mem_slots(e, llvm):
    mn, toks = split_operands(e.probe[0])
    kinds = name_types(e.name)
    kind = kinds[-1] if kinds else atomic_kind(e.name)
    regs = [reg(t) for t in toks]
    regs = [r for r in regs if r]

    def data_ty(width):
        return slot_type(kind, width) if kind and kind[1] in (32, 64) and width in (32, 64) \
            else 'B%d' % width

    mem = memory_effects(e.name, e.enc)
    loads = 'kLoad' in mem
    stores = 'kStore' in mem
    for f, first, width in regs:
        if e.enc == 'SMEM':
            if first == 16:
                e.src[0] = 'B%d' % width
            elif first == 8:
                if stores:
                    e.src[1] = 'B%d' % width
                else:
                    e.dst = 'B%d' % width
        elif e.enc == 'DS':
            slot = {20: 'src0', 30: 'src1', 40: 'src2', 10: 'dst'}[first]
            if slot == 'dst':
                e.dst = data_ty(width)
            else:
                e.src[int(slot[-1])] = 'B32' if slot == 'src0' else data_ty(width)
        elif e.enc == 'FLAT':
            slot = {20: 'src0', 30: 'src1', 10: 'dst'}[first]
            if slot == 'dst':
                e.dst = data_ty(width)
            else:
                e.src[int(slot[-1])] = 'B64' if slot == 'src0' else data_ty(width)
        elif e.enc in ('MUBUF', 'MTBUF', 'MIMG'):
            if f == 's':
                if first == 16:
                    e.src[2] = 'B%d' % width
                continue
            if first == 20 and e.enc == 'MIMG':
                e.src[0] = 'B%d' % width
            elif first == 30:
                if loads or not stores:
                    e.dst = data_ty(width)
                if stores:
                    e.src[1] = data_ty(width)
    if e.enc == 'FLAT' and 'atomic' in e.name:
        # The returning form (GLC=1) prints VDST; its width differs from DATA for cmpswap.
        w = e.probe[1]
        _, rtoks = split_operands(llvm.dis([w[0] | 1 << 16, w[1] | 10 << 24, 0, 0]))
        e.dst = data_ty(reg(rtoks[0])[2])


def atomic_kind(name):
    m = re.search(r'_(smin|smax|umin|umax|add|sub|rsub|inc|dec|and|or|xor|swap|cmpswap|mskor)'
                  r'(_x2|_rtn|_src2|$)', name)
    if not m:
        return None
    w = 64 if re.search(r'_x2|64', name) else 32
    return ({'smin': 'i', 'smax': 'i'}.get(m.group(1), 'u' if m.group(1) in
            ('umin', 'umax', 'add', 'sub', 'rsub', 'inc', 'dec') else 'b'), w)


def build_entries(llvm):
    rows = probe_all(llvm)
    by_key, vop3_rows = {}, []
    for enc, op, text, words in rows:
        mn = text.split(' ')[0]
        if enc == 'VOP3':
            vop3_rows.append((op, text, words))
            continue
        if enc == 'SOPK' and not (op < 0x1D):
            continue
        name = base_name(mn)
        by_key[(enc, op)] = Entry(name, enc, op)
        by_key[(enc, op)].probe = (text, words)
    by_name = {}
    for e in by_key.values():
        by_name.setdefault(e.name, []).append(e)
    vop3_only = []
    for op, text, words in vop3_rows:
        mn = text.split(' ')[0]
        name = base_name(mn)
        twins = [e for e in by_name.get(name, []) if e.enc in ('VOP1', 'VOP2', 'VOPC', 'VINTRP')]
        if twins:  # the VOP3 form of a VOP1/VOP2/VOPC/VINTRP entry (v_nop prints no _e64)
            twins[0].vop3_opcode = op
            twins[0].vop3_probe = (text, words)
            continue
        sdst = llvm.dis([words[0] | 12 << 8, words[1], 0, 0]) or ''
        enc = 'VOP3B' if 's[12:13]' in sdst else 'VOP3A'
        e = Entry(name, enc, op)
        e.probe = e.vop3_probe = (text, words)
        vop3_only.append(e)
    # VOP2 entries whose VOP3 form carries an SDST (v_add_u32 & co.) stay VOP2; decode() reports
    # Enc::VOP3B for their e64 words.
    order = ['SOP2', 'SOPK', 'SOP1', 'SOPC', 'SOPP', 'SMEM', 'VOP2', 'VOP1', 'VOPC', 'VOP3A',
             'VOP3B', 'VINTRP', 'DS', 'MUBUF', 'MTBUF', 'MIMG', 'EXP', 'FLAT']
    entries = sorted(list(by_key.values()) + vop3_only,
                     key=lambda e: (order.index(e.enc) if e.enc not in ('VOP3A', 'VOP3B')
                                    else order.index('VOP3A'), e.opcode))
    for e in entries:
        fill_slots(e, llvm)
        fill_fixed(e, llvm)
        e.reg_only = reg_only_slots(e, llvm)
        e.mods = forms_with_mods(e, llvm)
    return entries, rows


def fill_slots(e, llvm):
    if e.enc in ('SOP2', 'SOP1', 'SOPC'):
        salu_slots(e)
    elif e.enc == 'SOPK':
        sopk_slots(e)
    elif e.enc == 'SOPP':
        sopp_slots(e, llvm)
    elif e.enc in ('VOP2', 'VOP1', 'VOPC', 'VOP3A', 'VOP3B'):
        if e.name.startswith('v_interp_'):
            interp_slots(e)
        else:
            vop_slots(e, llvm)
    elif e.enc == 'VINTRP':
        interp_slots(e)
    elif e.enc != 'EXP':
        mem_slots(e, llvm)


def interp_slots(e):
    e.dst = 'F16' if e.name.endswith('f16') and e.name != 'v_interp_p1ll_f16' \
        and e.name != 'v_interp_p1lv_f16' else 'F32'
    if e.name == 'v_interp_mov_f32':
        return  # the source field selects P10/P20/P0
    e.src[0] = 'F32'  # barycentric I or J
    if e.name in ('v_interp_p1lv_f16', 'v_interp_p2_f16'):
        e.src[2] = 'F32' if e.name == 'v_interp_p2_f16' else 'F16'


# ----------------------------------------------------------------------------------------------
# Fixed bits: encoding bits LLVM 14 defines as constants for an instruction (fields of operands
# or modifiers it does not have, a GDS bit it requires). Found by flipping, one at a time, every
# non-opcode bit of a word whose operand fields are all zero: a flip LLVM then refuses (or that
# turns the word into another instruction) marks a fixed bit.

# Opcode and prefix bits of dword 0 per probe encoding: never flipped.
OPCODE_BITS = {'SOP2': 0xFF800000, 'SOPK': 0xFF800000, 'SOP1': 0xFF80FF00, 'SOPC': 0xFFFF0000,
               'SOPP': 0xFFFF0000, 'SMEM': 0xFFFC0000, 'VOP2': 0xFE000000, 'VOP1': 0xFE01FE00,
               'VOPC': 0xFFFE0000, 'VOP3': 0xFFFF0000, 'VINTRP': 0xFC030000, 'DS': 0xFDFE0000,
               'FLAT': 0xFDFC0000, 'MUBUF': 0xFDFC0000, 'MTBUF': 0xFC078000, 'MIMG': 0xFDFC0000,
               'EXP': 0xFC000000}
NO_FIXED = None


def fixed_bits(llvm, name, words, frozen, fallback=None):
    """(mask0, mask1, value0, value1) of the bits LLVM pins for `name` around `words`."""
    def same(ws):
        t = llvm.dis(ws + [0, 0, 0])
        # image_sample_*d*: MIMG bit 0 selects LLVM's (GFX10) _g16 form, a modifier to us
        return t is not None and base_name(t.split(' ')[0]) in (name, name + '_g16')
    if not same(words):
        if fallback is None or not same(fallback):
            return NO_FIXED  # LLVM has no such form of this instruction
        words = fallback
    mask = [0, 0]
    for wi in range(len(words)):
        for b in range(32):
            if wi == 0 and frozen >> b & 1:
                continue
            t = list(words)
            t[wi] ^= 1 << b
            if not same(t):
                mask[wi] |= 1 << b
    return (mask[0], mask[1], words[0] & mask[0], (words[1] if len(words) > 1 else 0) & mask[1])


def reg_only_slots(e, llvm):
    """Bit i set: LLVM's operand class for source i takes registers only, so it prints an
    inline constant there as /*invalid immediate*/ (v_movrels_b32 src0, v_addc_u32_e64 src2)."""
    mask = 0
    if e.enc in ('SOP2', 'SOP1', 'SOPC'):
        fields = {'SOP2': [(0, 0), (0, 8)], 'SOP1': [(0, 0)], 'SOPC': [(0, 0), (0, 8)]}[e.enc]
        words = zero_fields(e.probe[1], e.enc)
    elif e.vop3_probe and e.name.startswith('v_interp_'):
        # VOP3 interpolation: SRC0 holds the attribute; slot 0 is the SRC1 field.
        fields = [(1, 9), None, (1, 18)]
        words = zero_fields(e.vop3_probe[1], 'VOP3')
    elif e.vop3_probe:
        fields = [(1, 0), (1, 9), (1, 18)]
        words = zero_fields(e.vop3_probe[1], 'VOP3')
    elif e.enc in ('VOP1', 'VOP2', 'VOPC'):
        fields = [(0, 0)]
        words = zero_fields(e.probe[1], e.enc)
    else:
        return 0
    for i, f in enumerate(fields):
        if f is None or (e.src[i] == 'None' and not e.name.startswith('v_readfirstlane')):
            continue
        wi, sh = f
        t = list(words)
        t[wi] |= 128 << sh  # inline constant 0
        text = llvm.dis(t + [0, 0, 0]) or ''
        if 'invalid immediate' in text:
            mask |= 1 << i
    return mask


def forms_with_mods(e, llvm):
    """Bit f (Form index): LLVM prints NEG/ABS (or SEXT) source modifiers in form f. Found by
    setting src0's NEG bit in a word whose other fields are zero."""
    bits = 0
    probes = []
    if e.enc in ('VOP3A', 'VOP3B'):
        probes.append((0, zero_fields(e.probe[1], 'VOP3'), (1, 30 if e.name.startswith('v_interp_') else 29)))
    elif e.vop3_probe:
        neg = 30 if e.name.startswith('v_interp_') else 29
        probes.append((1, zero_fields(e.vop3_probe[1], 'VOP3'), (1, neg)))
    if e.enc in ('VOP1', 'VOP2', 'VOPC'):
        base = e.probe[1][0] & OPCODE_BITS[e.enc]
        probes.append((2, [base | 0xF9, 0x00060606], (1, 20)))  # SDWA NEG (float operands)
        probes.append((2, [base | 0xF9, 0x00060606], (1, 19)))  # SDWA SEXT (integer operands)
        probes.append((3, [base | 0xFA, 0xFF0000E4], (1, 20)))  # DPP, identity quad_perm
    for form, words, (wi, b) in probes:
        t = list(words)
        t[wi] |= 1 << b
        text = llvm.dis(t + [0, 0, 0]) or ''
        if re.search(r'(^|[ ,])(-|sext\(|neg\()', text.partition(' ')[2]):
            bits |= 1 << form
    return bits


def zero_fields(words, enc):
    return [words[0] & OPCODE_BITS[enc]] + [0] * (len(words) - 1)


def fill_fixed(e, llvm):
    """Fixed bits of the native form, the VOP3 form, and the SDWA and DPP forms."""
    penc = 'VOP3' if e.enc in ('VOP3A', 'VOP3B') else e.enc
    w = e.probe[1]
    e.fixed = [fixed_bits(llvm, e.name, zero_fields(w, penc), OPCODE_BITS[penc], w)]
    e.fixed.append(fixed_bits(llvm, e.name, zero_fields(e.vop3_probe[1], 'VOP3'),
                              OPCODE_BITS['VOP3'], e.vop3_probe[1])
                   if e.vop3_probe and e.enc not in ('VOP3A', 'VOP3B') else NO_FIXED)
    for ext in (0xF9, 0xFA):
        if e.enc in ('VOP1', 'VOP2', 'VOPC'):
            base = [(w[0] & OPCODE_BITS[e.enc]) | ext, 0]
            e.fixed.append(fixed_bits(llvm, e.name, base, OPCODE_BITS[e.enc] | 0x1FF))
        else:
            e.fixed.append(NO_FIXED)


# ----------------------------------------------------------------------------------------------
# Emitting C++.

def enum_name(e, taken):
    n = e.name.upper()
    if n in taken:
        n += '_%s%02X' % (e.enc, e.opcode)  # an LLVM alias opcode (e.g. SI buffer_wbinvl1)
    taken.add(n)
    return n


def fixed_init(forms):
    while forms and forms[-1] == NO_FIXED:
        forms = forms[:-1]
    return '{%s}' % ', '.join('{}' if f == NO_FIXED else '{true, {0x%X, 0x%X}, {0x%X, 0x%X}}' % f
                              for f in forms)


def emit(entries, outdir):
    taken = set()
    names = [enum_name(e, taken) for e in entries]
    hdr = ['// GENERATED by scripts/gen_gfx8_table.py from LLVM 14 (gfx803), then checked in.',
           '// One enumerator per (encoding, opcode) of kOpTable, in table order.',
           '#pragma once', '', '#include <cstdint>', '', 'namespace gcn {', '',
           'enum class Op : uint16_t {']
    hdr += ['  %s,' % n for n in names]
    hdr += ['  Count', '};', '', '}  // namespace gcn', '']
    with open(os.path.join(outdir, 'gfx8_ops.h'), 'w') as f:
        f.write('\n'.join(hdr))

    cpp = ['// GENERATED by scripts/gen_gfx8_table.py from LLVM 14 (gfx803), then checked in: this',
           '// file is now the source of truth for GFX8 opcodes. Edit entries here; the tests check',
           '// them against LLVM. Columns: op, mnemonic, encoding, opcode, VOP3 opcode (-1 none),',
           '// dst, dst2, {src0, src1, src2}, side effects, counters, SGPR destination, register-only',
           '// source slots, forms with source modifiers, fixed bits',
           '// {mask0, mask1, value0, value1} of the native, VOP3, SDWA and DPP forms.',
           '#include "golden/isa/opcode_table.h"', '', '#include <iterator>', '',
           'namespace gcn {', '',
           'const OpInfo kOpTable[kNumOps] = {']
    for n, e in zip(names, entries):
        eff = ' | '.join(effects(e.name, e.enc)) or 'kNone'
        cnt = ' | '.join(counters(e.name, e.enc)) or 'kCntNone'
        if '|' in cnt:
            cnt = 'CounterBits(%s)' % cnt
        vop3 = '0x%03X' % e.vop3_opcode if e.vop3_opcode >= 0 else '-1'
        cpp.append('  {Op::%s, "%s", Enc::%s, 0x%03X, %s, Ty::%s, Ty::%s, {Ty::%s, Ty::%s, Ty::%s}, '
                   '%s, %s, %s, 0x%X, 0x%X, %s},' % (n, e.name, e.enc, e.opcode, vop3, e.dst,
                                                     e.dst2, e.src[0], e.src[1], e.src[2], eff, cnt,
                                                     'true' if e.sgpr_dst else 'false', e.reg_only,
                                                     e.mods, fixed_init(e.fixed)))
    cpp += ['};', '', 'std::string_view enc_name(Enc e) {',
            '  constexpr std::string_view kNames[] = {',
            '      "SOP2", "SOPK", "SOP1", "SOPC", "SOPP",  "SMEM",   "VOP2", "VOP1",  "VOPC",',
            '      "VOP3A", "VOP3B", "VINTRP", "DS", "MUBUF", "MTBUF", "MIMG", "EXP", "FLAT"};',
            '  static_assert(std::size(kNames) == static_cast<size_t>(Enc::Count));',
            '  return e < Enc::Count ? kNames[static_cast<int>(e)] : "?";', '}', '',
            '}  // namespace gcn', '']
    with open(os.path.join(outdir, 'gfx8_table.cpp'), 'w') as f:
        f.write('\n'.join(cpp))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=os.path.join(os.path.dirname(__file__), '..', 'golden', 'isa'))
    args = ap.parse_args()
    llvm = Llvm()
    entries, rows = build_entries(llvm)
    got = {e.name for e in entries}
    missing = html_mnemonics() - got
    if missing:
        sys.exit('mnemonics on the LLVM GFX8 page that no probe decoded: %s' % sorted(missing))
    extra = got - html_mnemonics()
    print('%d entries, %d mnemonics; decoded but not on the syntax page: %s'
          % (len(entries), len(got), sorted(extra)))
    emit(entries, args.out)


if __name__ == '__main__':
    main()
