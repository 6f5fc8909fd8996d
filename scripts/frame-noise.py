#!/usr/bin/env python3
"""Tuning aid for English commands in noise: frame-energy noise estimates and n-best shares of a kept corpus, from AnswerDump output.

    scripts/frame-noise.py CORPUS_DIR DUMP.tsv > OUT.tsv

One line per dump line: id, said, expected, answer, three loudness spans in dB of the file's non-silent 20 ms
frames (loudest over quietest, over the 5th and over the 10th percentile), frame count, and Vosk's n-best texts
with their shares (exp of the score difference, normalised, as VoskRecognizer counts them). Used to see whether
pink noise can be told from clean speech by frame energies alone: for one-word commands it cannot
(docs/measurements.md, "Commands heard as another in pink noise").
"""
import array
import json
import math
import sys
import wave


def frames(path):
    w = wave.open(path)
    a = array.array('h', w.readframes(w.getnframes()))
    w.close()
    n = 320  # 20 ms at 16 kHz
    return [math.sqrt(sum(x * x for x in a[i:i + n]) / n) for i in range(0, len(a) - n + 1, n)]


def spans(r):
    nz = sorted(x for x in r if x > 0)
    if len(nz) < 5:
        return '99,99,99'
    top = nz[-1]
    return ','.join('%.1f' % (20 * math.log10(top / q)) for q in (nz[0], nz[len(nz) // 20], nz[len(nz) // 10]))


def main(corpus_dir, dump):
    corpus = {l.split('\t')[0]: l.rstrip('\n').split('\t') for l in open(corpus_dir + '/corpus.tsv')}
    for line in open(dump):
        p = line.rstrip('\n').split('\t')
        c = corpus[p[0]]
        r = frames(corpus_dir + '/' + c[7])
        alts = json.loads(p[3]).get('alternatives', [])
        scores = [a['confidence'] for a in alts]
        best = max(scores) if scores else 0
        w = [math.exp(s - best) for s in scores]
        total = sum(w) or 1
        shares = ' '.join('%s:%.2f' % (a.get('text', ''), x / total) for a, x in zip(alts, w))
        print('\t'.join([p[0], c[6], p[1], p[2], spans(r), str(len(r)), shares]))


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
