package understand

import "regexp"

// A relative may come in the patient's place to collect their drugs and
// say so: "医生 我老伴儿今天来不了 她胃的药没了 我来拿" (coref dev
// zh-dev26-019), "我妈这次来不了，我替她开药". The speaker then speaks for
// the one who could not come: 她 is the patient, and the stomach drug is
// hers.
var zhCollectingFor = regexp.MustCompile(`(?:我|俺)(老伴儿?|爱人|老公|老婆|妈|爸|婆婆|公公|老母亲|老父亲)(?:今天|这回|这次)?(?:来不了|没来|来不成|没法来|不方便来)[^。？！]{0,12}(?:我|俺)(?:来)?(?:替他|替她|帮他|帮她)?(?:来)?(?:拿|开|取)`)

// collectingForOf returns who the speaker is to the one they collect for,
// and who that one is to them; "", "" otherwise.
func collectingForOf(text string) (typist, typingFor string) {
	m := zhCollectingFor.FindStringSubmatch(text)
	if m == nil {
		return "", ""
	}
	who, _ := kinAfter([]rune(m[1]))
	if who == "" || inverseKin(who) == "" {
		return "", ""
	}
	return inverseKin(who), who
}
