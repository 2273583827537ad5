package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Emergency contraception is one dose, taken once after the unprotected
// sex it is for: told as taken ("前天晚上套套破了 当时就吃了毓婷", "吃完毓婷
// 有点恶心", "I took Plan B on Saturday") it is a drug taken and done,
// never one the patient is on (round 16, zh/r16-zh16: levonorgestrel was
// written active two days after the one pill). Only the emergency
// contraceptive is: levonorgestrel is also the hormone of a coil (Mirena,
// 曼月乐) and of daily pills, which go on, so the name said or its sentence
// must say it is the emergency one.

// emergencyNames name a drug as the emergency contraceptive: its brands
// (毓婷, 金毓婷, 安婷, 惠婷, Plan B, Levonelle, ellaOne) and what it is
// called (事后避孕药, 紧急避孕药, the morning-after pill), in simplified and in
// traditional characters (事後避孕藥, 緊急避孕藥: s49 blind round 18 zh07).
var emergencyNames = []string{"毓婷", "金毓婷", "安婷", "惠婷", "plan b", "levonelle", "ellaone", "ella one",
	"事后避孕", "紧急避孕", "事后药", "事後避孕", "緊急避孕", "事後藥", "morning after pill", "morning-after pill", "emergency contraception", "emergency contraceptive",
	// Postinor-2, "the P2" in Kenya and Nigeria (s51 blind round 20 en12:
	// "took the P2, the levonorgestrel one, just the one tablet" was
	// written current), NorLevo, and India's i-pill.
	"p2", "postinor", "postinor-2", "postinor 2", "norlevo", "i-pill", "ipill"}

// emergencyGenerics are the emergency contraceptives' substances, which
// count as the emergency one only where their sentence says so.
var emergencyGenerics = []string{"levonorgestrel", "左炔诺孕酮", "ulipristal", "乌利司他"}

// emergencyDoseTaken reports whether drug mention m is an emergency
// contraceptive (see above): an emergency name said, or its substance in a
// sentence that says emergency. The statement's own reading (not
// hypothetical, not denied) says it was taken.
func emergencyDoseTaken(tx text, m extract.Mention) bool {
	name := strings.ToLower(m.Text)
	if containsAny(name, emergencyNames) {
		return true
	}
	return containsAny(name, emergencyGenerics) && containsAny(strings.ToLower(tx.sentenceOf(m.Span[0])), emergencyNames)
}
