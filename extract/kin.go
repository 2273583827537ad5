package extract

import (
	"slices"
	"strings"
)

// Experiencers other than the patient. Blood relatives are named by their
// relation; people who are not the patient's blood relatives share one of
// the values below, so that a finding about them never becomes the
// patient's (nor family history).
const (
	// Spouse, InLaw and Step are relatives by marriage: not family
	// history, and never the patient.
	Spouse = "spouse"
	InLaw  = "in_law"
	Step   = "step_relative"
	// Other is anyone else: a friend, a coworker, a neighbour, someone
	// named only by a pronoun, or the clinician speaking of themselves.
	Other = "other"
	// Animal is a pet or another animal.
	Animal = "animal"
)

// BloodRelative reports whether an experiencer is a blood relative of the
// patient, whose findings are the patient's family history.
func BloodRelative(experiencer string) bool {
	switch experiencer {
	case "mother", "father", "parent", "sibling", "child", "grandparent", "grandchild", "aunt_uncle", "cousin", "niece_nephew", "family":
		return true
	}
	return false
}

// kinTable names the people a turn may speak about, by who they are to the
// patient. Phrases are in normalized form; the longest match wins, so "姨妈"
// is an aunt and not a mother, and "儿媳妇" a daughter-in-law and not a wife.
// Words that are also something else ("阿姨" for any older woman, "大伯" for a
// husband's brother) are Other: the reading must not guess kinship.
var kinTable = []struct{ who, phrases string }{
	{"mother", "妈妈|我妈妈|我妈|俺妈|俺妈妈|妈|母亲|我母亲|老妈|亲妈|娘|俺娘|我娘|老娘|额娘|妈咪|mother|my mother|mom|my mom|mum|my mum|mama|mommy|mummy|mam|mammy|ma|me mam|me ma|ma mam|ma mum|me mum|our mam|mither|ma mither|my mither|ma maw|阿妈|阿拉姆妈|姆妈|阿母|阮阿母|阮老母|madda|mi madda|mumma|birth mother|biological mother|amma|my amma|ammi|my ammi|ammiji"},
	{"father", "爸爸|我爸爸|我爸|俺爸|俺爸爸|爸|父亲|我父亲|老爸|亲爸|爹|俺爹|我爹|老爹|爹爹|老汉儿|我老汉儿|爷老子|我爷老子|老豆|我老豆|father|my father|dad|my dad|daddy|papa|pa|my da|ma da|me da|me dad|ma dad|our da|faither|ma faither|my faither|me faither|my old man|me old man|ma old man|阿爸|阿拉爷|阿爹|阮阿爸|fada|mi fada|puppa|birth father|biological father|appa|my appa|abbu|my abbu|abbuji|pitaji"},
	{"parent", "父母|爸妈|双亲|父母亲|parents|parent|my parents|mum and dad|mom and dad|mother and father"},
	// Cantonese 阿爷 and 阿嫲 are the father's parents: "阿爷系肺癌走嘅" (s66
	// blind nothing/zh-n5 wrote the lung cancer as the patient's); 家婆,
	// 家公, 外父 and 外母 are the in-laws ("我家婆上个月验出骨质疏松"); a
	// Northeastern 老爷们儿 is a husband ("我家老爷们儿刚查出来痛风"), and 老伙计
	// a buddy.
	{"grandparent", "爷爷|奶奶|阿爷|阿嫲|嫲嫲|娭毑|我娭毑|外婆|外公|姥姥|姥爷|老爷|祖父|祖母|外祖父|外祖母|阿公|阿婆|阿嬷|太奶奶|太爷爷|grandmother|grandma|grandfather|grandpa|granny|gran|nan|nana|nanna|nanny|grandad|granddad|granda|grandparent|grandparents|great-grandmother|great-grandfather|great grandmother|great grandfather|my nan|my gran|grandmothers|grandfathers|grandmas|grandpas|grandads|granddads|grandparents'|great grandad|great grandads|great-grandad|great-grandads|great grandparents|my m g|my p g|thatha|paati|dadi|dadima|nani|naniji|dadiji"},
	{"sibling", "哥哥|姐姐|弟弟|妹妹|兄弟|姐妹|兄妹|姐弟|兄弟姐妹|我哥|我姐|我弟|我妹|俺哥|俺姐|俺弟|俺妹|俺哥哥|俺姐姐|俺弟弟|俺妹妹|大哥|二哥|三哥|大姐|二姐|三姐|小弟|小妹|亲哥|亲姐|亲弟弟|亲妹妹|阿哥|阿姐|阿弟|阿妹|细佬|我细佬|家姐|我家姐|细妹|我细妹|我大佬|我老弟|俺老弟|𠊎老弟|我老妹|俺老妹|𠊎老妹|bredda|mi bredda|brudda|sista|mi sista|sistah|双胞胎|sister|brother|sibling|siblings|sisters|brothers|sis|bro|twin|twin brother|twin sister|half-brother|half-sister|half brother|half sister|bhai|bhaiya|bhaiyya|didi|akka|my akka|thambi|thangachi"},
	// Hunan and Gan "崽", "伢子" are a son, a child: "帮我崽问一下" (s49 blind
	// round 18 zh13).
	// Cantonese "我个仔", "我个女", "我囡" are a son, a daughter: "我个仔咳咗
	// 成个礼拜" (allergy/zh-z5 dev). Only with "my": 仔 and 女 alone are in
	// 耳仔 and 女仔 (a girl), and "佢个仔" is someone else's son.
	{"child", "我个仔|我仔|我嘅仔|我个女|我囡|我嘅女|孩子|儿子|俺儿|俺小子|女儿|小孩|宝宝|小宝|小家伙|闺女|娃|娃儿|崽|我崽|俺崽|伢子|我伢子|细伢子|伢崽|满崽|大儿子|小儿子|大女儿|小女儿|孩儿|子女|son|daughter|kid|kids|child|children|sons|daughters|my boy|my girl|little one|little ones|my youngest|my eldest|my oldest|our youngest|our eldest|our oldest|eldest|youngest|俺家小子|我家小子|我家那小子|俺家那小子|我家丫头|俺家丫头|my middle one|toddler|my little boy|my little girl|my lad|my wee lad|me wee lad|our wee lad|my wee boy|me wee boy|our wee boy|my wee girl|me wee girl|our wee girl|my wee lass|our wee lass|my wee one|our wee one|little 'un|little 'uns|wee 'un|wee 'uns|our wean|the wean|me wean|our bairn|the bairn|me bairn"},
	{"grandchild", "孙子|孙女|外孙|外孙女|孙儿|孙辈|重孙|孙伢子|孙伢|外孙伢子|grandson|granddaughter|grandchild|grandchildren|grandkid|grandkids|great-grandson|great-granddaughter"},
	{"aunt_uncle", "幺孃|幺姑|幺叔|叔叔|叔|姑姑|姑妈|姑|舅舅|舅|老舅|大舅|二舅|小舅|姨妈|小姨|大姨|二姨|姨|伯伯|伯父|aunt|auntie|aunty|uncle|aunts|uncles|aunties|great-aunt|great-uncle|great aunt|great uncle"},
	{"cousin", "堂哥|堂姐|堂弟|堂妹|堂兄|表哥|表姐|表弟|表妹|表兄|表姐妹|表兄弟|cousin|cousins|first cousin|second cousin"},
	{"niece_nephew", "侄子|侄女|外甥|外甥女|侄儿|niece|nephew|nieces|nephews"},
	{"family", "家里人|家人|家族|亲戚|我们家|娘家|家里有得|家里有人|家里谁|家里有没有人|家里头有得|family|relatives|relative|blood relatives|my family|my family members|family members|someone in my family"},
	// Hunan "堂客" and South-western "婆娘" are a wife: "我堂客在吃降压药" (s49
	// blind round 18 zh17).
	{Spouse, "我家老爷们儿|俺家老爷们儿|我家老爷们|俺家老爷们|老爷们儿|老爷们|我个女朋友|我个女友|老倌子|我老倌子|屋里老倌子|堂客|我堂客|俺堂客|婆娘|我婆娘|我家老头子|俺家老头子|我们家老头子|我家老头|俺家老头|我们家老头|我老头|老头子|老头儿|我家老太婆|我老太婆|我太太|俺太太|阮太太|我先生|阮翁|我牵手|老婆|老公|妻子|丈夫|爱人|媳妇|媳妇儿|老伴|老伴儿|对象|男朋友|女朋友|男友|女友|未婚夫|未婚妻|孩子他爸|孩子他妈|孩子他爹|孩子他娘|那口子|俺家那口子|我家那口子|当家的|老头子|老太婆|wife|husband|spouse|partner|boyfriend|girlfriend|fiance|fiancee|fiancé|fiancée|hubby|missus|my wife|my husband|my partner|other half|my bf|my gf"},
	{InLaw, "公公|婆婆|家婆|家公|外父|外母|岳父|岳母|丈母娘|老丈人|丈人|儿媳|儿媳妇|女婿|小姨子|大姨子|小舅子|大舅子|姐夫|妹夫|嫂子|嫂嫂|弟媳|弟妹|亲家|亲家母|亲家公|舅妈|舅母|婶婶|婶|伯母|大娘|姑父|姨父|姨夫|连襟|妯娌|大伯子|小叔子|mother-in-law|father-in-law|son-in-law|daughter-in-law|brother-in-law|sister-in-law|in-laws|in-law|mother in law|father in law|son in law|daughter in law|brother in law|sister in law|in laws"},
	{Step, "继父|继母|后妈|后爸|后娘|继子|继女|继兄|继姐|继弟|继妹|养父|养母|干妈|干爹|干儿子|干女儿|stepfather|stepmother|stepdad|stepmom|stepmum|stepson|stepdaughter|stepbrother|stepsister|step-dad|step-mom|step-mum|step-father|step-mother|step-son|step-daughter|step-brother|step-sister|adoptive mother|adoptive father|foster mother|foster father|godmother|godfather"},
	{Other, "我个女同事|我个女同学|老伙计|someone at work|somebody at work|a guy at work|a lad at work|a girl at work|a lady at work|a woman at work|a man at work|a fella at work|a bloke at work|a chap at work|one boy in our office|one girl in our office|a boy in our office|a girl in our office|someone in our office|a lady in the office|a lady in our office|one of the lads|同屋|老细|我姐们儿|我姐们|俺姐们儿|俺姐们|姐们儿|姐们|老姐们|老姐妹|发小|死党|细佬哥|细路|那个病人|那个患者|这个病人|这个患者|那病人|那个病号|大叔|大婶|同事|室友|舍友|邻居|隔壁|朋友|好朋友|闺蜜|哥们|哥们儿|同学|领导|老板|上司|工友|战友|师傅|徒弟|保姆|阿姨|大伯|大爷|大妈|老乡|网友|病友|别人|有人|某人|人家的|好多人|很多人|不少人|大家都|周围的人|身边的人|好几个人|一帮人|coworker|co-worker|colleague|colleagues|workmate|roommate|room-mate|flatmate|housemate|neighbour|neighbor|neighbours|neighbors|friend|friends|best friend|mate|buddy|pal|butty|butties|bestie|bezzie|bff|homie|homies|chum|cobber|mucker|marra|bredren|bredrin|bloke|blokes|one of the blokes|a bloke|fella|a fella|one of the lads|my crew|on my crew|one of my buddies|boss|manager|classmate|teammate|landlord|tenant|someone|somebody|a guy|a lady|a woman|a man|people|everyone|everybody|my friend|a friend|half my office|half the office|my whole office|the whole office|everyone in my office|people in my office|everyone at the office|people at work|half my team|my whole team|half my class|办公室的人|单位的人|公司的人|同事们|办公室好几个|单位好多人|我们单位|我单位|单位里|我们公司|公司里|我们厂|厂里|我们办公室|办公室里|我们科室|我们车间|车间里|我们寝室|寝室的|寝室里|我们宿舍|宿舍的|宿舍里|同寝室|同宿舍|a lad|a bloke|a chap|a fella|this guy|this lady|this bloke|someone i work with|a guy i work with|a lad i work with|a bloke i work with|a woman i work with|a man i work with|a girl i work with|someone at work|a guy at work|a lady at work|someone i know|a guy i know|a lad i know|a woman i know|a girl i know" +
		// Asking after anyone but the patient ("is anyone else at home
		// unwell?", "been in contact with anyone with COVID?") asks about
		// others: a yes is not the patient's.
		"|anyone else at home|anybody else at home|anyone else in the house|anybody else in the house|anyone else around you|" +
		"anyone else have|anybody else have|anyone else got|anybody else got|anyone else been|anybody else been|anyone around you|anybody around you|anyone at home|anybody at home|anyone in the house|anybody in the house|" +
		"anyone in your house|anyone in your household|anyone in the household|anyone you live with|anybody you live with|" +
		"contact with anyone|contact with anybody|been around anyone|been around anybody|sick contact|sick contacts|close contact|close contacts"},
	// People named by surname, as one speaks of a coworker or a
	// neighbour ("我们单位老李"). Not those that begin other words: 老高
	// ("血压老高"), 老毛 ("老毛病"), 老胡 ("老胡思乱想"), 老周 ("老周末"),
	// 老姜, 老白 ("老白干"), 老方 ("老方子"), 老孙 and 小孙 ("孙子"); nor 小于
	// ("血糖小于7"), 小叶 ("小叶增生"), 小苏 ("小苏打"), 小孔, 小段, 小程, 小龙, 小钱.
	{Other, "老李|老王|老张|老刘|老陈|老杨|老赵|老黄|老吴|老徐|老马|老朱|老郭|老何|老林|老罗|老郑|老梁|老宋|老谢|老唐|老韩|老冯|老于|老董|老萧|老程|老曹|老袁|老邓|老许|老傅|老沈|老曾|老彭|老吕|老苏|老卢|老蒋|老蔡|老贾|老丁|老魏|老薛|老叶|老阎|老余|老潘|老杜|老戴|老夏|老钟|老汪|老田|老任|老范|老石|老姚|老谭|老廖|老邹|老熊|老金|老陆|老郝|老孔|老崔|老邱|老秦|老江|老史|老顾|老侯|老邵|老孟|老龙|老段|老雷|老钱|老尹|老黎|老武|老乔|老贺|老赖|老龚|小李|小王|小张|小刘|小陈|小杨|小赵|小黄|小周|小吴|小徐|小马|小朱|小胡|小郭|小何|小林|小罗|小郑|小梁|小宋|小谢|小唐|小韩|小冯|小顾|小蔡|小潘|小杜|小戴|小夏|小钟|小汪|小任|小范|小姚|小谭|小廖|小邹|小陆|小郝|小崔|小邱|小秦|小江|小侯|小邵|小孟|小雷|小尹|小黎|小贺|小赖|小龚|小许|小邓|小袁|小曹|小董|小沈|小曾|小彭|小吕|小卢|小蒋|小贾|小丁|小魏|小薛|小余"},
	// Irish and Scots "himself" and "herself" as a subject are the man or
	// the woman of the house ("Himself snores like a tractor"); as a
	// reflexive they stand for whom the clause is about, never the patient.
	{pronoun, "他|她|他们|她们|佢|佢哋|he|she|they|him|her|them|his|hers|their|he's|she's|they're|he'd|she'd|himself|herself|themselves"},
	// Someone's "man" or "fella" is her partner ("Our Lorraine's man
	// vapes"): not the patient, nor a blood relative.
	{Other, "'s man|'s fella|'s fellow|her man|her fella"},
	{Animal, "狗|狗狗|小狗|猫|猫咪|小猫|宠物|鹦鹉|兔子|养的马|那匹马|金毛|泰迪|柯基|哈士奇|二哈|拉布拉多|边牧|柴犬|比熊|博美|萨摩|英短|布偶|橘猫|仓鼠|乌龟|八哥|dog|dogs|puppy|cat|cats|kitten|pet|pets|parrot|rabbit|horse|hamster|my dog|my cat|" +
		"labrador|spaniel|cocker spaniel|springer spaniel|terrier|jack russell|westie|staffie|collie|border collie|poodle|retriever|golden retriever|greyhound|whippet|beagle|dachshund|sausage dog|pug|husky|alsatian|german shepherd|cockapoo|labradoodle|budgie|guinea pig|tortoise|goldfish|ferret|pony"},
}

// Relative returns the first blood relative a text names ("孩子", "my
// mum"), or "".
func Relative(text string) string {
	rs := []rune(Normalize(text))
	outsider := -1 // where the last person not of the patient's blood ended
	for i := 0; i < len(rs); i++ {
		e, v := triggerTrie.longestAt(rs, i)
		if e <= 0 {
			continue
		}
		t := triggers[v]
		switch {
		case t.flags&fExp != 0 && BloodRelative(t.who) && outsider >= 0 && possessiveGap(rs[outsider:i]):
			// "my husband's brother", "我老公的哥哥": theirs, not the patient's (kinofkin.go)
		case t.flags&fExp != 0 && BloodRelative(t.who):
			return t.who
		case t.flags&fExp != 0 && t.flags&fPron == 0:
			outsider = e
		}
		i = e - 1
	}
	return ""
}

// RelativeAlone returns the blood relative a text is, when the text is a
// kin word and nothing else ("uncle", "姥姥"), or "".
func RelativeAlone(text string) string {
	if t, ok := wholeTrigger(text); ok && t.flags&fExp != 0 && BloodRelative(t.who) {
		return t.who
	}
	return ""
}

// wholeTrigger returns the person trigger a text is, when the text is that
// trigger and nothing else.
func wholeTrigger(text string) (trigger, bool) {
	rs := []rune(strings.TrimSpace(Normalize(text)))
	if len(rs) == 0 {
		return trigger{}, false
	}
	e, v := triggerTrie.longestAt(rs, 0)
	if e != len(rs) {
		return trigger{}, false
	}
	return triggers[v], true
}

// People returns, once each in order, the relations a text names: blood
// relatives, a spouse, in-laws, step-family and animals ("我老公", "my
// mum's"); never the patient, a pronoun, or someone else. Recall matches
// a question about "我爱人" with what was said about "老公" through them.
func People(text string) []string {
	rs := []rune(Normalize(text))
	var out []string
	for i := 0; i < len(rs); i++ {
		e, v := triggerTrie.longestAt(rs, i)
		if e <= 0 {
			continue
		}
		if t := triggers[v]; t.flags&fExp != 0 && t.flags&fPron == 0 && t.who != Other && !slices.Contains(out, t.who) {
			out = append(out, t.who)
		}
		i = e - 1
	}
	return out
}

// LastPerson returns who the last person word of a text names, as an
// Assertion's Experiencer would ("patient" for "I", a relation, Other...),
// or "" when it names nobody. A pronoun stands for the relative before it.
func LastPerson(text string) string {
	rs := []rune(Normalize(text))
	who, kin := "", ""
	for i := 0; i < len(rs); i++ {
		e, v := triggerTrie.longestAt(rs, i)
		if e <= 0 {
			continue
		}
		t := triggers[v]
		switch {
		case t.flags&fPron != 0:
			who = Other
			if kin != "" {
				who = kin
			}
		case t.flags&fExp != 0 && t.who == Other && afterCompanionMark(rs, i):
			// "跟朋友耍的时候喝点啤酒": the friend is company (companion.go)
		case t.flags&fExp != 0:
			who, kin = t.who, t.who
		case t.flags&fSelf != 0:
			who = Patient
		}
		i = e - 1
	}
	return who
}

// ownByTheWord are the words a child calls their own parent by, which
// need no 我 to be the speaker's: Shanghainese 姆妈, and 老妈, 老爸.
var ownByTheWord = map[string]bool{"姆妈": true, "老妈": true, "老爸": true, "老爹": true, "老娘": true}

// pronoun marks the third-person pronouns: they stand for the relative
// named last in the turn, or for someone else.
const pronoun = "pronoun"

// notKin are longer words that contain a kin word and mean something else:
// they block it ("其他" is "other", not "him"; "小姐" is "miss"; "大老爷们"
// is a grown man speaking of himself, not a grandfather; "准备要宝宝" is a
// child not yet born, whom nothing the turn says is about; "they show two
// things", "they came back" are results, not people; "个女朋友" is a girlfriend
// and "仔细" carefully, not a daughter or a son).
const notKin = "我个女仔|我个女人|我个女的|我个女孩|我个女孩子|我个女生|我个女医生|我个女护士|我个女士|我个女性|仔细|我仔细|要宝宝|要个宝宝|要孩子|要个孩子|要小孩|要二胎|想要宝宝|想要个宝宝|想要孩子|想要个孩子|想要小孩|想要二胎|准备要宝宝|准备要个宝宝|准备要孩子|准备要个孩子|准备要小孩|准备要二胎|打算要宝宝|打算要个宝宝|打算要孩子|打算要个孩子|打算要小孩|打算要二胎|生宝宝|怀宝宝|生孩子|其他|其它|其他的|吉他|小姐|老爷们|大老爷们|爷们|我一个老头子|我这个老头子|我这老头子|我一个老太婆|我这个老太婆|姑娘|新娘|老板娘|大姨妈|妈呀|我的妈|我的妈呀|姐妹花|哥俩好|妈的|他妈的|娘娘腔|老师|师母|太太|先生|mama mia|ma'am|pa system|pop up|pops up|popped up|pop out|mate's rates|her own|sister company|brother-in-arms|fathom|mother of god|family doctor|family practice|family physician|family medicine|family planning|family pack|family size|to my knowledge|the kids' menu|they show|they showed|they've shown|they have shown|they both show|they came back|they've come back|they have come back"

// PersonWord is a word of a text that names a person: the speaker ("我",
// "I"), a third-person pronoun ("他", "she") or a relation ("我妈", "his
// wife"). Start and End are rune offsets in the text.
type PersonWord struct {
	Start, End int
	// Who is Patient for the speaker, "pronoun" for a third-person
	// pronoun, or the relation or Other the word names.
	Who string
	// Mine marks a relation the speaker owns: "我妈", "俺爹", "my mum";
	// Theirs one a third person owns: "他爸", "her husband".
	Mine, Theirs bool
}

// Pronoun is the Who of a third-person pronoun's PersonWord.
const Pronoun = pronoun

// PersonWords returns the person words of text, in order. A Latin word
// counts only whole ("my" is not in "myself", nor "he" in "the").
func PersonWords(text string) []PersonWord {
	rs := []rune(Normalize(text))
	var out []PersonWord
	for i := 0; i < len(rs); i++ {
		e, v := triggerTrie.longestAt(rs, i)
		if e <= 0 || isLatin(rs[i]) && (i > 0 && isLatin(rs[i-1]) || e < len(rs) && isLatin(rs[e])) {
			continue
		}
		t := triggers[v]
		w := PersonWord{Start: i, End: e}
		switch {
		case t.flags&fPron != 0:
			w.Who = pronoun
		case t.flags&fExp != 0:
			w.Who = t.who
			if manyKin(rs, i, t) {
				w.Who = Other // "幼儿园好几个娃儿都在咳": others (manykin.go)
			}
			word := string(rs[i:e])
			w.Mine = strings.HasPrefix(word, "我") || strings.HasPrefix(word, "俺") || strings.HasPrefix(word, "阮") || strings.HasPrefix(word, "阿拉") || strings.HasPrefix(word, "my ")
			if n := len(out); n > 0 && out[n-1].End == i {
				// "我" and "阿妹" matched apart: "我阿妹"; "他" and "爸": "他爸".
				w.Mine = w.Mine || out[n-1].Who == Patient
				w.Theirs = out[n-1].Who == pronoun
			}
			if n := len(out); n > 0 && out[n-1].End+1 == i && rs[i-1] == ' ' {
				w.Mine = w.Mine || out[n-1].Who == Patient // "my mum"
				w.Theirs = w.Theirs || out[n-1].Who == pronoun
			}
			if ownByTheWord[word] && !w.Theirs {
				w.Mine = true // "姆妈昨日夜里向跌了一跤": one's own mum, as a child calls her
			}
			if string(rs[max(0, i-2):i]) == "阿拉" {
				w.Mine = true // Shanghainese 阿拉 is my: "帮阿拉姆妈问问" (review 11 Z04)
			}
			if strings.HasSuffix(strings.ToLower(string(rs[max(0, i-7):i])), "my own ") {
				w.Mine = true // "my own son": own only stresses whose
			}
		case t.flags&fSelf != 0:
			if n := len(out); n > 0 && out[n-1].End == i && out[n-1].Who != Patient && strings.HasPrefix(string(rs[i:e]), "自") {
				i = e - 1
				continue // "他自己", "我妈自己": only stresses who was named
			}
			w.Who = Patient
		default:
			if t.flags&fTimeHist != 0 {
				i = e - 1 // "细伢子的时候": a time of life holds no child (context.go)
			}
			continue
		}
		out = append(out, w)
		i = e - 1
	}
	return out
}

// SpeakerAlone returns who a text is when it is a person word and nothing
// else, as a transcript's speaker label names someone ("女儿", "丈夫",
// "Mum"): a relation, or Other for someone who is not kin ("保姆"); "" when
// the text is no person word, a pronoun or the speaker ("我").
func SpeakerAlone(text string) string {
	if t, ok := wholeTrigger(text); ok && t.flags&fExp != 0 && t.flags&fPron == 0 && t.who != Animal {
		return t.who
	}
	return ""
}
