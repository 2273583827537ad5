package understand

import "regexp"

// withoutItCues tell what comes when a drug is NOT taken: "吃了好一点，不
// 吃就起" (the wheals the antihistamine keeps down), "一停就犯", "唔食就
// 痕". They hold a weak cue of a reaction ("就起") but tell what the drug
// treats, not what it does: no allergy to it.
var withoutItCues = regexp.MustCompile(`(?:不|没|沒|冇|唔)(?:吃|用|食|擦|抹|打|喷|噴)(?:药|藥|的话|的話)?(?:就|便)|(?:一停|停了|停药|停藥|停咗|断了|斷了)(?:药|藥)?(?:就|便)`)

// withoutWithoutIt returns a part without its withoutItCues.
func withoutWithoutIt(part string) string { return withoutItCues.ReplaceAllString(part, " ") }
