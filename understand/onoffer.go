package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug told only as on offer or bought in, with no word of taking it, is
// shopping, not a drug taken: "楼下药店维生素C买一送一，我囤了好多。" (s49 blind
// round 18 zh13, a father's small talk) wrote vitamin C as the patient's
// drug. A sentence that names the drug with an offer (买一送一, 打折, 特价,
// 促销, 搞活动, 优惠) or a stockpile (囤了, 囤货) and no verb of taking (吃, 服,
// 用, 喝, 食, 擦, 抹, 喷, 打) says nothing of anyone taking it. "维生素C买一送
// 一，我每天吃一片" is still taken.

// zhOfferWords put a drug on offer or in stock.
// A drug kept by ("我先备着") is in stock too. Not "家里有" alone: "感冒了能吃点
// 啥不？我家里有布洛芬" asks whether to take it, a claim to check.
var zhOfferWords = []string{"家里备着", "家里备了", "先备着", "备着", "买一送一", "買一送一", "买二送一", "買二送一", "打折", "特价", "特價", "促销", "促銷", "搞活动", "搞活動", "做活动", "做活動", "优惠", "優惠", "囤了", "囤货", "囤貨", "囤着", "囤著"}

// zhTakingVerb is a verb of taking a drug.
var zhTakingVerb = regexp.MustCompile(`吃|服|用|喝|食|擦|抹|喷|噴|打针|打針|贴|貼`)

// zhOnOfferOnly reports whether Chinese drug mention m's sentence tells it
// on offer or stocked and not taken (see above).
func zhOnOfferOnly(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	return containsAny(sent, zhOfferWords) && !zhTakingVerb.MatchString(sent)
}
