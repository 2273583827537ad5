package coref

import "regexp"

// A symptom the turn says comes before the drug is taken ("I keep nodding
// off before I've had them", "dozing off before I take it") is no effect
// of that drug: it is why the patient asks to move the dose, and ranks none
// of the drugs named (en-dev31-013: atorvastatin and doxazosin both taken
// at night, "could I take that one in the morning instead"). Only a dose
// counts as what it comes before: "dizzy before I've had my breakfast"
// still blames the drug. The Chinese ("还没吃药就犯困", "吃药之前就头晕")
// the extractor already reads as no symptom the patient has now.
var enBeforeDose = regexp.MustCompile(`^[\s,]*(?:(?:even|always|usually|sometimes|often)\s+)?before\s+(?:i|he|she|we)(?:'ve|'d|\s+have|\s+has|\s+had|\s+even|\s+can|\s+get\s+to|\s+got\s+to|\s+manage\s+to)*\s+(?:had|have|take|taken|took|get|got|swallow|swallowed)\s+(?:them|it|that|those|these|that\s+one|(?:my|his|her|the)\s+(?:tablets?|pills?|meds|medicines?|medication|dose|night\s+ones?|evening\s+ones?))\b`)

// beforeTheDose reports whether the symptom at span is said, right after
// it, to come before the drug is taken.
func beforeTheDose(rs []rune, span [2]int) bool {
	return validSpan(span, len(rs)) && enBeforeDose.MatchString(string(rs[span[1]:]))
}
