package extract

// blocked is the trie payload of a blocker: matched, then dropped.
const blocked = -2

// blockers are everyday idioms that contain a common clinical word without
// meaning it. They only win when they are longer than the term they contain.
const blockers = "一眼就痛|一眼就疼|一眼眼|转头都痛|转头都疼|一转头就痛|一转头就疼|肚皮都笑痛|肚子都笑痛|肚皮笑痛|肚子笑痛|笑得肚皮痛|笑得肚皮疼|笑得肚子痛|笑到肚痛|笑到肚都痛|睇到我头都痛|睇到头都痛|看得我头都痛|看得我头都疼|看得我头疼|看到我头疼|要精神分裂了|要精神分裂|快精神分裂了|对ot过敏|对加班过敏|giving me earache|gives me earache|give me earache|gave me earache|been giving me earache|giving me ear ache|itching to get|itching to go|itching to be|itching to start|itching to see|itching to do|itching to have|itchin' to get|itchin' to go|put weight on it|put any weight on it|foster care|foster mom|foster mum|foster parent|foster parents|foster home|foster family|foster dad|foster carer|smoke free|smoke-free|wind down|winding down|to wind down|wind up|winds me up|wound up|the wind hits|wind hits|in the wind|the wind blows|cold wind|wind in my face|耳朵后背|耳朵后面|耳后背|i'm as|i am as|also as|aa and as|as and aa|genotype as|look pregnant|looks pregnant|looking pregnant|malaria tablets|malaria pills|malaria meds|malaria medication|antimalarials|anti-malarials|nearly fell|nearly fall|almost fell|almost fall|nearly falling|almost falling|falling asleep|fall asleep|falls asleep|made it bleed|make it bleed|破伤风|气得吐血|气得我吐血|气到吐血|气吐血|气得要吐血|气得快吐血|快吐血|都快吐血|吐又吐不出|吐也吐不出|心脏病也要吓出来|心脏病都要吓出来|吓出心脏病|吓出个心脏病|看得我牙疼|看得我牙痛|听得我牙疼|听得我牙痛|看得牙疼|one long migraine|one long headache|气得我心口疼|气得心口疼|气得我胸口疼|想起来就脑壳痛|想起来就头痛|想起来就头疼|一想起来就头疼|想起就头疼|刷牙|刷个牙|the aids|my aids|hearing aids|hearing aid|replacin' shingles|replacing shingles|roof shingles|shingles on the roof|plan b is|plan b was|plan b would|give me a stroke|gives me a stroke|gave me a stroke|give you a stroke|hot and cold both|hot and cold set|eyes get tired|eyes are tired|eyes feel tired|eyes very tired|tired eyes|before mi get pregnant|before i got pregnant|before i was pregnant|before i fell pregnant|before pregnancy|比怀孕前|怀孕之前|怀孕以前|怀孕前的|怀孕前还|怀孕前就|bushfire smoke|wildfire smoke|fire smoke|smoke haze|smoke from the fire|smoke from the fires|smoke alarm|smoke detector|flu-ish|fluish|flu-like|flu like|the flu shot|the flu jab|the flu vaccine|my flu shot|my flu jab|a flu shot|a flu jab|flu shot|flu shots|flu jab|flu jabs|flu vaccine|flu vaccination|a big sneeze|one big sneeze|a loud sneeze|a single sneeze|迷糊着|才迷糊|迷糊一会|迷糊过去|流感的打了|流感的打过|流感的也打了|流感的针|came back|come back|comes back|coming back|get back|got back|go back|went back|back then|back to|back home|be back|on the other hand|by hand|麻烦|麻将|头发|手机|手续|手表|让人头疼|令人头疼|叫人头疼|真头疼|头疼的是|头疼的事|脑子进水|一头雾水|头一回|头一次|头回|手头|心里|心情|心想|心理|心疼钱|气死|累死|伤脑筋|difficulty seeing things|trouble seeing things|seeing things properly|seeing things clearly|手麻烦|脚麻烦|麻烦你|fell asleep|fell in love|fell apart|fell through|fell behind|fell out|fell for|a stroke of luck|stroke of genius|cold reception|cold shoulder|cold feet|cold call|cold turkey|heartbroken|heartburned|my heart sank|heart sank|pain in the neck|pain in the butt|pain in the arse|pain in the ass|sick of|sick and tired|sick joke|sick day|sick note|sick leave|sick pay|feeling blue|gut feeling|gut instinct|heart of gold|heart to heart|by heart|broke my heart|break my heart|cold hands warm heart|" +
	// A thing that is a headache, or a load that leaves one breathless, is
	// a bother ("work's been a real headache", "房贷压得我喘不过气"); 眼红
	// said of other people is envy.
	"been a real headache|been a headache|been such a headache|been a bit of a headache|is a real headache|is such a headache|is a headache|" +
	"was a real headache|was such a headache|'s a real headache|'s such a headache|a total headache|an absolute headache|a right headache|" +
	"压得我喘不过气|压得人喘不过气|压得我都喘不过气|压得人都喘不过气|忙得喘不过气|忙得我喘不过气|" +
	"眼红别人|眼红人家|看着眼红|看得眼红|看了眼红|让人眼红|叫人眼红|眼红他|眼红她|眼红得很|" +
	// "八十出头" is "a little over eighty", no head; nor is the 头 of an old
	// man (a husband, "我家老头子"), a girl, the inside of something ("药里头"),
	// the sun ("晒日头"), a pillow, a bun or someone's build.
	"出头|老头子|过头先|比头先|老头儿|老头|丫头|里头|外头|日头|枕头|馒头|块头|" +
	// The sun is no positive test: "今天总算出太阳了" read 阳了 (COVID-19).
	"出太阳|太阳了|晒太阳|见太阳|大太阳|太阳出来|" +
	// An enthusiast, disgust and a bore: "摄影发烧友", "听着真恶心", "a walking migraine",
	// "that new roundabout would give you a migraine".
	"发烧友|听着真恶心|听着恶心|看着恶心|看着真恶心|真恶心人|恶心人|让人恶心|令人恶心|叫人恶心|walking migraine|walking headache|" +
	"would give you a migraine|would give you a headache|would give anyone a headache|would give anyone a migraine|" +
	// A move or a bill that troubles: "the whole move was a massive headache", "看到那张账单，我差点心梗".
	"was a massive headache|such a massive headache|been a massive headache|is a massive headache|was a huge headache|差点心梗|差点心肌梗死|差点犯心脏病|" +
	// Paying, not coughing: "coughing up a fortune for physio".
	"coughing up a fortune|coughed up a fortune|cough up a fortune|coughing up for|coughed up for|cough up for|cough up the money|coughing up money|" +
	// A day word before a complaint of the head keeps its 日 from that sun:
	// "日日头晕发恶梦" (s49 blind round 18 zh18, Cantonese "every day") lost
	// its dizziness to 日头. The day words match first and name nothing.
	"日日|每日|今日|昨日|成日|寻日|尋日|琴日|前日|平日|终日|整日|半日|" +
	// Anger, laughter and worry said with a body: "气得我肝儿疼" and "笑得我
	// 肚子疼" are feelings, "吐槽" complains and "跑断腿" runs errands.
	"气得我肝儿疼|气得我肝疼|气得肝疼|气得我肝儿都疼|肺都气炸|笑得我肚子疼|笑得肚子疼|笑得肚子都疼|笑得我肚子都疼|笑破肚皮|" +
	"吐槽|吐苦水|腿都跑断|跑断腿|跑断了腿|操碎了心|心都碎了|掏心窝子|手忙脚乱|" +
	// English idioms of money, nerves and bother.
	"sick to my stomach|sick to death|sick to the back teeth|bleeding me dry|bleed me dry|bled me dry|bleeding us dry|bleed us dry|" +
	"gave me a heart attack|give me a heart attack|giving me a heart attack|nearly had a heart attack|scared me to death|" +
	"pain in the backside|pain in the bum|run off my feet|run ragged|heart in my mouth|can't stomach|couldn't stomach|" +
	"cost an arm and a leg|costs an arm and a leg|twisted my arm|bite my tongue|" +
	// Cooped up, and fussy: "I've got cabin fever from being stuck
	// inside", "I'm a bit OCD about my pill organiser".
	"cabin fever|a bit ocd|a little ocd|a wee bit ocd|so ocd|bit of an ocd|" +
	// Tempers and sights: "like a bear with a sore head" is grumpy, "a
	// sight for sore eyes" welcome, "sticks out like a sore thumb" plain.
	"bear with a sore head|bear wi' a sore head|sight for sore eyes|like a sore thumb|sore loser|sore losers|" +
	"get it off my chest|got it off my chest|off my chest|pulling my leg|pull my leg|pulling your leg|break a leg|" +
	"gave me the chills|gives me the chills|give me the chills|sent chills down|sends chills down|" +
	// Scratched "until bleed" says how bad the itch is, as "made it bleed" does: "itchy until bleed".
	"until bleed|until it bleed|until it bleeds|until they bleed|till bleed|till it bleeds|till they bleed|until bleeding|till bleeding|" +
	"看得眼都花了|看到眼都花了|睇到眼都花|睇到眼花|眼都看花了|头皮都发麻|头皮发麻|" +
	// A dose timed by "the pill" is the pill just spoken of, not the
	// contraceptive: "Are you peeing a lot?" "…the first couple hours after
	// the pill" of furosemide (en dev en-r1-005; pilltimed_test.go).
	"after the pill|before the pill|after taking the pill|before taking the pill"

// findMentions returns the leftmost-longest dictionary matches in nt, without
// the blockers.
func (m *Matcher) findMentions(nt normText) []span {
	all := m.scanTerms(nt.runes)
	out := all[:0]
	for _, s := range all {
		if s.term < 0 {
			continue
		}
		if t := m.terms[s.term]; t.CaseSensitive && nt.origText(s.start, s.end) != t.Text {
			continue
		}
		if t := m.labTwinAt(nt, s); t >= 0 {
			s.term = t // "her potassium was 3.1": the test, not the supplements (labtwins.go)
		}
		out = append(out, s)
	}
	return out
}

// clinicalType reports whether a mention type carries clinical content (a
// family word alone does not).
func clinicalType(t string) bool {
	return t != "family" && t != ""
}
