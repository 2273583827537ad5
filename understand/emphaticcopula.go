package understand

// The emphatic 是 and the contrastive 倒是, before 有点, may stand between a
// one-character site and its symptom as a degree word does: "头是有点疼的"
// (asked/zh-x1-015), "头倒是有点疼". They affirm the finding; the site
// they stand after places it ("头" with 疼 is a headache). A bare 是 is
// not taken ("眼就是木木的痛" places no pain at the eye). "手机" and a
// site far from its symptom still place nothing.
func init() {
	zhDegrees = append(zhDegrees, "倒是有一点", "倒是有点", "倒是有些", "是有一点", "是有点", "是有些")
}
