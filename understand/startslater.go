package understand

import "regexp"

// A clinician may name a drug to start only after a while: "急性期过咗两个
// 礼拜后再开始非布司他降尿酸" (zh/y1), "等胃好了以后再加阿司匹林", "两周之
// 后才开始吃二甲双胍". The drug is planned, not taken now: no order to
// write until the patient starts it. A dose taken after a meal ("饭后再吃")
// is no such start: only "then start" or "then add" after the wait counts.
var zhStartLater = regexp.MustCompile(`(后|之后|以后|後|過咗|过咗|好了|好咗)(再|才)(开始|開始|加用|加上|加|启用)(吃|用|食|服用)?$`)

// startsLater reports whether before, the words of a drug's clause before
// it, put its start after a wait (see above).
func startsLater(before string) bool {
	return zhStartLater.MatchString(before)
}
