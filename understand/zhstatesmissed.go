package understand

import "regexp"

// Complaints the Chinese reading corpus's annotators list that Chinese says
// as a place (or a moment) and how it feels, with words in between, and
// that zhStates did not read (s45 zh misses). Further rows of zhStates.

// zhStatesOfAnkle: the ankle by its everyday names, pointed at or not,
// swollen: "脚脖子有点肿", "脚踝这儿肿得像个馒头", "外踝这里肿得像个馒头". The
// lexicon names "脚脖子肿" whole only; 脚踝 read a foot swelling.
var zhStatesOfAnkle = []struct{ places, states, concept string }{
	{pointedAt("脚脖子", "脚脖儿", "脚踝", "脚腕子", "脚腕", "踝关节", "外踝", "内踝") + "|" +
		pointedAt("脚脖子那", "脚踝那", "外踝那"), "肿|肿了|发肿|浮肿|肿得|肿起来|肿起|肿胀", "sym:ankle_swelling"},
}

// zhStatesOfMorning: stiffness told of the morning, the place left to the
// listener ("早上起来还是会僵硬，差不多半小时才好", "早上起來硬硬的"), or of the
// fingers ("两只手的手指头僵硬"), is joint stiffness, as the lexicon's 晨僵. A
// place named between ("早上起来脖子僵") is no word between: the neck's.
var zhStatesOfMorning = []struct{ places, states, concept string }{
	{"早上起来|早上起床|早晨起来|早上醒来|早起|朝早起身|每朝起身",
		"僵|发僵|僵硬|会僵|会僵硬|硬硬的|卡卡的|硬晒", "sym:joint_stiffness"},
	{"手指头|手指关节|指关节", "僵|发僵|僵硬|硬晒", "sym:joint_stiffness"},
}

// zhStatesOfMeals: a swelling up told after food, the belly left to the
// listener ("吃完饭还胀", "吃一点就胀", "食少少就脹"), is bloating, as the
// lexicon's 饱胀.
var zhStatesOfMeals = []struct{ places, states, concept string }{
	{"吃完饭|吃了饭|吃过饭|吃完东西|吃饱饭|吃饱了|吃饱|吃一点点|吃一点|吃点东西|吃两口|食完饭|食饱|食少少|饭后",
		"胀|发胀|胀胀|胀得", "sym:bloating"},
}

// zhStatesOfHeart: the heart by its everyday names, with words between
// ("心头有点慌", "心脏会突然乱跳", "心还老扑腾" is the lexicon's 心扑腾), is
// palpitations. 心 alone is no place: "担心", "开心", "恶心" hold it; nor is
// 心里, where "我心里有点慌" may be a worry (complaints_test.go).
var zhStatesOfHeart = []struct{ places, states, concept string }{
	{"心头|心脏|心口",
		"慌|发慌|乱跳|突然乱跳|会突然乱跳|会乱跳|扑腾|扑通扑通|噗通噗通|怦怦|砰砰|突突|跳得乱|乱蹦|跳得好快|跳得老快|老快老快", "sym:palpitations"},
}

// zhRedUrine: urine told red, with words or a pause between ("小便……有点红，像洗
// 肉水那样", "尿的颜色还有点发红", "小便有时候有点红"), is blood in it, as the
// lexicon's 尿红 and the annotators read it. Not urine said to be red ("尿是
// 红的"): a drug turns it so, and the lexicon reads that as a change of colour.
var zhRedUrine = regexp.MustCompile(`(小便|尿尿|屙尿|尿)(的颜色|颜色)?(……|…|，)?(还|也|又|倒是)?(有时候|有时|偶尔)?(有点|有啲|有些|有眼|有一点|一点)?(发红|红红|淡红|粉红|红)`)

// zhEventsOfUrine are further zhEvents.
var zhEventsOfUrine = []zhEvent{{zhRedUrine, "sym:hematuria"}}

// zhStatesOfPerson: the person, with words between, without strength ("人
// 还是有点没力") is tired, as the lexicon's 没力气. Not 没劲 ("这人没劲" is a dull
// one) and not a limb's ("腿没力" is the lexicon's leg weakness).
var zhStatesOfPerson = []struct{ places, states, concept string }{
	{"人", "没力", "sym:fatigue"},
}
