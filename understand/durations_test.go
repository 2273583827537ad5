package understand_test

import "testing"

// A duration belongs to a finding told as present: a denied one lasts no
// time, whatever clause the duration is said in.
func TestADeniedFindingHasNoDuration(t *testing.T) {
	runAttrCases(t, []attrCase{
		{"the days are the sore throat's", "sym:sore_throat", [][2]string{patient("没发烧，就是嗓子疼，疼了两三天了。")}, map[string]string{"duration": "两三天"}},
		{"not the denied fever's", "sym:fever", [][2]string{patient("没发烧，就是嗓子疼，疼了两三天了。")}, map[string]string{"duration": ""}},
		{"not in English either", "sym:fever", [][2]string{patient("No fever, but my throat has been sore for three days.")}, map[string]string{"duration": ""}},
		{"a finding told present keeps it", "sym:fever", [][2]string{patient("发烧两三天了。")}, map[string]string{"duration": "两三天"}},
	})
}

// A time said in a clause about a reading dates the reading, not a finding
// of another clause; a time said of another finding still dates one told
// with it.
func TestATimeBelongsToItsClause(t *testing.T) {
	runAttrCases(t, []attrCase{
		{"today is the temperature's", "sym:cough", [][2]string{patient("咳嗽一个星期了，今天量体温三十七度八。")}, map[string]string{"onset": "", "duration": "一个星期"}},
		{"just now is the measuring", "sym:headache", [][2]string{patient("我刚才量了血压，一百六，低压一百，后脑勺有点疼。")}, map[string]string{"onset": ""}},
		{"the cough its own day", "sym:cough", [][2]string{patient("昨天开始咳嗽，今天又发烧了。")}, map[string]string{"onset": "2026-11-28T00:00:00Z"}},
		{"a time in a clause of its own", "sym:cough", [][2]string{patient("咳嗽，昨天开始的。")}, map[string]string{"onset": "2026-11-28T00:00:00Z"}},
		{"a time of another finding told with it", "sym:tremor", [][2]string{patient("I had a bad hypo on Saturday after netball, I was all shaky.")}, map[string]string{"onset": "2026-11-28T00:00:00Z"}},
		{"the same pain said again", "sym:sore_throat", [][2]string{patient("嗓子疼，昨天开始疼的。")}, map[string]string{"onset": "2026-11-28T00:00:00Z"}},
	})
}
