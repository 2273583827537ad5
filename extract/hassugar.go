package extract

import "regexp"

// In South Asian and West African Englishes "sugar" said bare of a person
// is diabetes: "She is 70, she has sugar since long time" (s50 blind round
// 19 en08, a son for his mother, Pakistani English), "I have sugar and
// pressure". The phrase with "the" ("I've got the sugar") was read
// already (phrases.go); bare, only with a person as its subject and where
// the words end there or go on to another clause, as that phrase's are:
// "I have sugar in my tea" is a thing, and sugar beside tea, coffee, a
// spoon or sweets is food.
func init() {
	layPhrases = append(layPhrases,
		layPhrase{"cond:diabetes", regexp.MustCompile(`\b(?:i|she|he|mother|father|mum|mom|dad|ammi|abbu|amma|appa)(?: also| too| both| already)? ` +
			`((?:have|has|had|having|got)(?: got)? sugar)` + afterNamed),
			regexp.MustCompile(`\b(?:tea|coffee|chai|milk|cereal|spoons?|teaspoons?|sachets?|sweets?|cake|biscuits?|juice|drinks?|cubes?|no sugar|sugar free|sugar-free|sugary)\b|` + otherEnglishNo.String()),
			nil, "", nil})
}
