package understand

// Rules of session 32, which looked for classes of wrong facts that recur
// across the Chinese and English dev files, not single phrasings. Each rule
// drops a mention, makes it hypothetical or reads a denial the speech said;
// none adds a finding.

// seldomWords say a habit is hardly kept: "酒不怎么喝", "老酒不大吃的".
var seldomWords = []string{"不怎么", "不太", "不大", "没怎么", "不咋"}

// occasionalUse, after a seldom word in the same sentence, tells the
// occasions the habit is still kept on: "酒不怎么喝，逢年过节喝一点".
var occasionalUse = []string{"逢年过节", "过节", "过年", "偶尔", "有时", "有时候", "间中", "应酬", "聚会", "陪客", "喝一点", "喝点", "喝一口",
	"喝两口", "一口", "两口", "一杯", "两杯", "一点", "少少", "小酌", "抽一根", "抽两根", "一两根"}

// seldomKeptOnOccasion reports whether a habit said to be seldom kept is
// also said to be kept on some occasions. A bare "酒不怎么喝" answers the
// question as "不怎么喝" does on its own, as no; "酒不怎么喝，逢年过节喝一点"
// tells the occasions, and the habit is kept.
func seldomKeptOnOccasion(between, rest string) bool {
	return containsAny(between, seldomWords) && containsAny(rest, occasionalUse)
}
