package coref

import "regexp"

// Northeastern 那玩意儿 ("that thing") stands for a drug in a turn about
// taking one (zhDrugVerbs); it does too in a turn that asks whether the
// thing brings on an illness or a symptom, which is what a drug is asked
// (its side effects), as an English demonstrative with "cause" is
// (effectContext): "那玩意儿是不是容易整出尿路感染来？" after "又给我加了个恩
// 格列净" is the empagliflozin (zh-dev39-002, where no reference was read).
// 整, 搞, 弄 and 闹 are the colloquial "make"; "整出…来" is "bring on". A
// 玩意儿 asked of with no such verb ("那玩意儿多少钱") stays no reference.
var zhCausesAsked = regexp.MustCompile(`引起|导致|诱发|(?:整|搞|弄|闹|吃)出[^，。？！,.?!]{1,8}来`)
