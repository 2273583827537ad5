package extract

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// This file classifies assertions in the manner of ConText (Harkema et al.,
// "ConText: An algorithm for determining negation, experiencer, and temporal
// status from clinical reports", J Biomed Inform 2009): trigger phrases open a
// scope that runs to the end of the clause (pre-triggers) or back to its start
// (post-triggers); pseudo-triggers such as "不错" or "no change" are longer
// matches that contain a trigger and block it; terminators end a scope.
//
// Chinese puts the topic first ("血压好像正常了", "头疼没有了"), so most
// Chinese triggers work in both directions: forward when a mention follows
// them closely, otherwise backward onto the topic just before them.
//
// Experiencer and relayed speech are sentence-scoped: "我妈妈有糖尿病，也有
// 高血压" is all about the mother until a new subject ("我", "I", "my") or a
// contrast ("但是", "but") resets it.

type trigFlag uint32

const (
	fNeg trigFlag = 1 << iota
	fUnc
	fHist
	fHyp
	fTerm         // ends the clause (and the sentence: "但是", "but")
	fExp          // names a family member as experiencer
	fSelf         // names the patient as experiencer ("我", "I", "my")
	fRelay        // relays a clinician's words or orders
	fNotSymptom   // hedges states, not felt symptoms ("感觉头晕" is a report)
	fNeedIf       // only with an "if" in the clause ("would ... if")
	fIf           // is an "if"
	fNeedQ        // only in a question ("我可以吃阿司匹林吗")
	fOnset        // marks an onset or diagnosis ("查出来", "diagnosed", "started")
	fTimeHist     // historical because it names a past time ("去年", "years ago")
	fExpd         // experiential aspect ("得过", "吃过"): historical unless negated
	fSentence     // scope runs to the sentence end, not the clause end ("如果", "if")
	fClauseEnd    // also ends the clause it closes ("的话")
	fAsk          // opens a yes/no question: hypothetical only if it ends in "?"
	fYou          // names the one spoken to ("你", "you")
	fPron         // a third-person pronoun: the relative named last, or someone else
	fNow          // says the present ("now", "现在"): a past time before it does not reach past it
	fAfterFinding // counts only right after a clinical mention ("no chest pain um a bit …")
)

type trigDir uint8

const (
	dirPre  trigDir = iota // scope runs forward to the clause end
	dirPost                // scope runs back to the clause start
	dirBoth                // forward when a mention follows closely, else back onto the topic
)

type trigger struct {
	flags trigFlag
	dir   trigDir
	who   string // experiencer member, or who is relayed
}

type trigEntry struct {
	phrases string // "|"-separated
	trigger
}

// triggerTable lists every trigger, pseudo-trigger (no flags) and word
// terminator. Phrases are in normalized form (lower case, simplified).
var triggerTable = []trigEntry{
	// Negation.
	{"唔系点|唔系好|唔系几|冇乜|没有|没|不|无|否认|未|从来没|从来没有|从没|从没有|从未|并没有|并不|也没有|也不|没得过|不是|未曾|排除|没事|没问题|没有了|不用|没得|莫得|木有|冇|没啥|没什么|不过敏|没过敏|唔|勿|呒没", trigger{flags: fNeg, dir: dirBoth}},
	// Cantonese 唔该 is thanks, and 唔知 does not know.
	{"唔该", trigger{}},
	{"唔知|唔清楚|唔记得|唔肯定", trigger{flags: fUnc, dir: dirBoth}},
	// Doubt said as a question: "that can't be the menopause, surely?"
	{"can't be|cannot be|couldn't be|could it be|can it be|surely not", trigger{flags: fUnc, dir: dirPre}},
	// A feeling of what might come: "I feel very dizzy like I am going to faint".
	{"like i am going to|like i'm going to|like i'm gonna|like i was going to|like i'm about to", trigger{flags: fHyp, dir: dirPre}},
	// A risk feared is not had: "I'm a bit nervous about bleeding" with a
	// blood thinner to start (session 70's review 4, E08).
	{"nervous about|nervous of", trigger{flags: fHyp, dir: dirPre}},
	{"阴性", trigger{flags: fNeg, dir: dirPost}},
	{"nae|nuh|no|not|denies|deny|denied|never|without|free of|negative for|ruled out|rule out|absence of|don't|dont|do not|doesn't|does not|didn't|did not|haven't|have not|hasn't|has not|isn't|wasn't|aren't|weren't|won't|none|nor|neither|don't think|dont think|do not think", trigger{flags: fNeg, dir: dirPre}},
	// A drug that does not touch a complaint leaves the complaint had: "The
	// codeine's not touching the back pain" (change dev en-z1-025),
	// "paracetamol doesn't help the headache". Pseudo-triggers.
	{"not touching|not touched|doesn't touch|didn't touch|not helping|not helped|doesn't help|didn't help|does not help|did not help|not doing anything for|doesn't do anything for|didn't do anything for|not shifting|not budging|not working for|doesn't work for|didn't work for|not making a dent in|not easing|doesn't ease|didn't ease", trigger{}},
	// "Nothing like weakness or numbness" denies what it lists; "nothing like
	// the Detrusitol" or "nothing like as bad" compares with something had.
	{"nothing like", trigger{flags: fNeg, dir: dirPre}},
	{"nothing like the|nothing like that|nothing like this|nothing like as|nothing like what|nothing like when|nothing like before|nothing like last|nothing like my|nothing like it|but nothing like", trigger{}},
	// A hedged denial after the thing named ("fever i dont think so") leaves
	// it unsure, as the same words do with the apostrophe typed.
	{"i don't think so|i dont think so|i do not think so", trigger{flags: fUnc, dir: dirPost}},
	// Keeping away from a thing is not having it: "I always stayed away from drugs".
	// A rhetorical "how could I still…" denies: "边度仲会有咁好彩怀孕吖",
	// "都绝经了，哪还会怀孕". ("怎么会" also asks why something is so.)
	{"边度仲会|边度会|哪里还会|哪还会|哪里可能|哪可能|怎么可能|点可能", trigger{flags: fNeg, dir: dirPre}},
	{"stayed away from|stay away from|stays away from|staying away from|kept away from|keep away from|keeps away from|steer clear of|steered clear of|steers clear of|abstain from|abstained from|abstains from", trigger{flags: fNeg, dir: dirPre}},
	{"-free|was negative|is negative|were negative|came back negative|was ruled out|were ruled out|has resolved|is gone|went away|has gone away", trigger{flags: fNeg, dir: dirPost}},
	// Indian English: "now fever is not there".
	{"is not there|isn't there|are not there|aren't there|was not there|wasn't there|also not there|not there", trigger{flags: fNeg, dir: dirPost}},
	// Uncertainty.
	{"不晓得|晓不得|搞不清|说不清|算不算|以为|我以为|原以为|本以为|还以为|好像|可能|也许|似乎|大概|应该是|不确定|怀疑|不知道|说不定|或许|估计|不太清楚|不清楚|记不清|不记得|不太记得|我猜|不一定|未必|是不是|会不会|有没有|有冇|有冇得|有没得|有莫得|疑似|好象|貌似|不好说|说不好|说不准|讲不好|讲不准|拿不准|不太确定|怕是|恐怕|担心|怀疑是|害怕|怕得了|就怕", trigger{flags: fUnc, dir: dirBoth}},
	// Northern, Wu and Cantonese ways to say "I figure it's": "我寻思是紧张
	// 的", "估摸着是颈椎", "我谂系感冒". Forward only: what the patient
	// told before it ("她说我一宿起来三四回，我自个儿寻思也就两回") stands.
	{"我寻思|俺寻思|寻思是|寻思着是|估摸着是|估摸是|琢磨着是|琢磨是|我谂|我諗|谂住|諗住", trigger{flags: fUnc, dir: dirPre}},
	{"thinks|reckons|suspects|wonders if|says it might|said it might|worried|worry|worries|worrying|scared|afraid|concerned|fear|fears|frightened|paranoid|anxious that|nervous that|panicking that|pretty sure|fairly sure|i reckon|reckon|coming down with|not sure if|not sure whether|don't know if|dunno if|do not know if|wonder whether", trigger{flags: fUnc, dir: dirBoth}},
	// A fear or a guess told in the past, of what was happening then: "my
	// coworker thought I was having a heart attack", "I thought it was a
	// stroke". Forward only, and only with what was thought right after it:
	// "I thought I'd mention it" guesses nothing.
	{"thought i was having|thought i was going to have|thought i had|thought i might have|thought i might be having|thought it was|thought it might be|thought it could be|thought she was having|thought he was having|thought you were having|thought we were having|thought i'd had|thought i'd got", trigger{flags: fUnc, dir: dirPre}},
	{"could", trigger{flags: fUnc | fNeedQ, dir: dirPre}},
	// What a drug can do, said in general, is a possible effect: "stopped
	// his oxybutynin because it can make confusion worse" (s43 round 8
	// en10). Said of the patient ("can make me dizzy", "can make my asthma
	// worse") it is theirs.
	{"can make|could make|may make|might make|can cause|could cause|may cause|might cause|can trigger|may trigger|can lead to|may lead to", trigger{flags: fHyp, dir: dirPre}},
	{"can make me|could make me|may make me|might make me|can make my|could make my|may make my|might make my|can cause me|may cause me|can cause my|may cause my|can trigger my|may trigger my|can lead to my", trigger{}},
	{"感觉|我感觉|觉得|我觉得", trigger{flags: fUnc | fNotSymptom, dir: dirBoth}},
	{"whether|i suppose|supposedly|presumably|or so they say", trigger{flags: fUnc, dir: dirBoth}},
	// What a show, a film or an article is about is its topic, no finding:
	// "I binge-watched a show about cancer last night and now I'm paranoid"
	// (r17 en20) wrote a cancer.
	{"a show about|a tv show about|a programme about|a program about|a film about|a movie about|a documentary about|a documentary on|a podcast about|an article about|a book about|a series about|an episode about", trigger{flags: fHyp, dir: dirPre}},
	// What the patient read or heard about is a topic too: "Or I read about
	// ivabradine online" (s49 blind round 18 en13) wrote the drug taken.
	{"i read about|i've read about|i have read about|i was reading about|i've been reading about|i read up on|i've read up on|i was reading up on|i heard about|i've heard about|i have heard about|i've heard of|i have heard of|i heard of|i googled|i've googled|i looked up|i've looked up|i saw online|i've seen online|i saw on the internet", trigger{flags: fHyp, dir: dirPre}},
	// A likeness describes, it does not name: "it feels, um, like a cramp".
	{"feels like|felt like|feel like|feels a bit like|it's like a|it was like a|, like a|, like an|something like a|something like an", trigger{flags: fUnc, dir: dirPre}},
	// A hedge that opens what follows with a pause ("and potentially, um,
	// there's a bit of swelling in my lips") hedges the rest of the sentence.
	{"potentially", trigger{flags: fUnc | fSentence, dir: dirPre}},
	// "Tink" is "think" in Caribbean and Irish English: "Mi tink mi allergic to codeine" (r16 en08).
	{"i tink|mi tink|me tink", trigger{flags: fUnc, dir: dirBoth}},
	{"i think|i thought|i was thinking it|i was thinking that|i figured|i just figured|maybe|probably|possibly|possible|seems|seem|seemed|might|may be|may have|may get|may feel|may become|i may|not sure|i guess|kind of|sort of|kinda|i feel like|perhaps|i believe|unsure|suspect|suspected|could be|likely|unlikely|not certain|don't know|do not know|no idea|don't remember|wonder if|i wonder|apparently|borderline", trigger{flags: fUnc, dir: dirBoth}},
	// Historical.
	{"以前|之前|曾经|曾|过去|不再|不吃了|停了|已经停|既往|没犯|没有犯|没再犯|不犯了|没发作|没有发作|没再发作|好久没犯", trigger{flags: fHist, dir: dirBoth}},
	// A bleed, cough or diarrhoea "止住了" has stopped, like one that "停了":
	// "拉肚子昨天就止住了" is over. "没止住" and "止不住" say it goes on, so
	// they neither deny it nor end it.
	{"止住了|止住", trigger{flags: fHist, dir: dirBoth}},
	// A stop said as a time ("停了以后潮热又回来了", review 12 Z20) ends what
	// comes before it, not what it dates after it.
	{"停了以后|停了之后|停了后|停药以后|停药之后|停药后|停掉以后|停掉之后|停了以後|停藥以後|停藥之後", trigger{flags: fHist, dir: dirPost}},
	{"没止住|没有止住|还没止住|也没止住|止不住", trigger{}},
	// A drug used up ("螺内酯吃没了", "药用光了") was taken to its end: the 没
	// of 吃没了 denies nothing (s51 change dev zh-z1-054).
	{"吃没了|用没了|喝没了|吃冇了|食冇咗|吃没啦|吃光了|用光了|吃光咗|食光咗", trigger{}},
	// A child's word with 的时候 is a time of life, not a child: "他爸爸细伢
	// 子的时候也是热性惊厥" is the father's own childhood (s53 blind round 21
	// zh07), which read as the patient's febrile convulsion.
	{"细伢子的时候|细伢子时|细伢子那会|小孩的时候|小孩子的时候|小孩子时|小娃的时候|娃娃的时候|细路仔嘅时候|细路嘅时候", trigger{flags: fHist | fTimeHist, dir: dirBoth}},
	{"小时候|细个|细个时|细细个|那会儿|那阵子|那阵儿|那几天|那两天|那段时间|那段日子|老早|几年前|年前|前些年|前几年|早些年|头些年|去年|旧年|前年|早年|年轻时|年轻的时候|以往|当年|那时候|岁的时候|岁时|岁那年|怀孕的时候|怀孕时|住院的时候|住院时候|住院那会儿", trigger{flags: fHist | fTimeHist, dir: dirBoth}},
	// The time of birth is a time gone by for anyone older than a few
	// days: "佢出世嗰阵有黄疸…而家冇事喇" is a newborn's jaundice that is
	// over (round 16, zh/r16-zh03). "从出生就有", "生下来就" (since birth)
	// are not a time then: what they tell goes on.
	{"出生的时候|出生时|刚出生时|刚出生的时候|出生那会儿|出生那阵|出世嗰阵|出世个阵|出世嘅时候|出世的时候|出世时|生下来的时候", trigger{flags: fHist | fTimeHist, dir: dirBoth}},
	{"得过|患过|有过|做过|过|犯过|吃过|用过", trigger{flags: fHist | fExpd, dir: dirBoth}},
	{"查出|查出来|发现|开始|发病|found out|started|began|start|onset", trigger{flags: fOnset}},
	{"诊断为|诊断是|诊断出|确诊|确诊为|被诊断|被诊断为|医生诊断|diagnosed with|diagnosed me|diagnosed", trigger{flags: fRelay | fOnset, dir: dirPre, who: "doctor"}},
	{"stopped|stopped taking|quit|quit taking|came off|went off|discontinued|gave up", trigger{flags: fHist, dir: dirBoth}},
	// "I had asthma but I grew out of it".
	{"grew out of it|grew out of|outgrew it|outgrown it|grown out of it", trigger{flags: fHist, dir: dirBoth}},
	{"used to|previously|no longer|back in|formerly|once had", trigger{flags: fHist, dir: dirPre}},
	// "Would" before what the body did tells a habit of the past ("my ankle
	// would swell up and hurt", "I would get these headaches"): what it
	// did then, not how it is.
	{"would swell|would hurt|would ache|would get|would break out|would flare|would itch|would burn|would throb|would go numb|would feel|would start|would come on",
		trigger{flags: fHist, dir: dirPre}},
	// What the patient struggled with is told as over; what they have
	// struggled with, or are struggling with, goes on.
	{"i struggled with|i also struggled with|i really struggled with|i struggled a lot with|i struggled badly with", trigger{flags: fHist, dir: dirPre}},
	// "I had it before when I had vertigo": what the patient had at a
	// time they name by it is over.
	{"when i had|back when|the last time i had|last time i had|the time i had|when i last had", trigger{flags: fHist, dir: dirPre}},
	{"history of|past medical history|had a history|medical history of", trigger{flags: fHist | fExpd, dir: dirPre}},
	{"with both my boys|with both my girls|with both my kids|with both my children|with both my sons|with both my daughters|with both pregnancies|with both my pregnancies|with each pregnancy|with all my pregnancies|with my first|with my second|with my third|with my last one|with my first one|with my eldest|with my youngest|in my teens|in my twenties|in my thirties|in my forties|in my fifties|in my 20s|in my 30s|in my 40s|as a teenager|when i was younger|years back|at university|at uni|at school|ages ago|a long time ago|long time ago|long ago|in the past|years ago|year ago|months ago|as a child|as a kid|as a kiddie|as a kiddy|growing up|when i was growing up|as i was growing up|when i was young|when i was little|when i was small|when i was wee|as a wean|as a bairn|as a wee one|as a youngster|as a young child|as a wee boy|as a wee girl|as a small girl|as a small boy|as a little girl|as a little boy|when i was a girl|when i was a boy|when i was a child|when i was a teenager|when i was a baby|when i was a kid|in my childhood|last year|in college|before that", trigger{flags: fHist | fTimeHist, dir: dirBoth}},
	// A time of life gone by, said with "as": "I swelled up as a baby".
	{"as a baby|as an infant|as a toddler|as a newborn", trigger{flags: fHist | fTimeHist, dir: dirBoth}},
	// A vague time gone by dates what was had then: "I also had hives at
	// some point", "I had a vasectomy some time ago".
	{"at some point|at one point|some time ago|sometime ago|a while ago|a while back|a good while ago", trigger{flags: fHist | fTimeHist, dir: dirBoth}},
	// …but not a time still to come or one of each day: pseudo-triggers.
	{"at some point every|at some point each|at some point today|at some point tonight|at some point during the day|at some point in the day|at some point soon|at some point in the future|at some point next", trigger{}},
	{"anymore|any more|before|back then|back in the day", trigger{flags: fHist, dir: dirPost}},
	// "That time" points back at a time told before, as "back then" does:
	// "gout, two time last year. Dem give mi colchicine that time" (r16
	// en08, Jamaican English, whose "give" is also the past) was given
	// then. "That time of day" or "of the month" is a time that comes round.
	{"that time|at that time", trigger{flags: fHist, dir: dirPost}},
	// The last trip, holiday or time dates what was taken or had then: "Last
	// trip to Vietnam I took doxycycline, got very bad sunburn" (s49 blind
	// round 18 en14). "Since last time" or "than last time" measures now
	// against then, and "the tablet I mentioned last time" names what
	// was said then: pseudo-triggers.
	{"last trip|my last trip|the last trip|on my last trip|last holiday|my last holiday|on my last holiday|last vacation|my last vacation|on my last vacation|last time|the last time", trigger{flags: fHist | fTimeHist, dir: dirPre}},
	{"since last time|since the last time|than last time|than the last time|as last time|like last time|from last time|until last time|till last time|last time you|last time we|last time i saw you|the last time you|the last time we|the last time i saw you|me last time|you last time|us last time|mentioned last time|said last time|told you last time|discussed last time|talked about last time|asked about last time|prescribed last time|gave last time|given last time|started last time|spoke about last time", trigger{}},
	{"that time of|at that time of|by that time|from that time|since that time", trigger{}},
	// "before breakfast", "before sport" (s46 blind round 14 en11: "just
	// uses Ventolin before sport") say when a dose is taken, not that it is
	// past: pseudo-triggers, which the longest match prefers to "before".
	{"before breakfast|before meals|before a meal|before meal|before food|before eating|before i eat|before bed|before bedtime|before sleep|before sleeping|before dinner|before lunch|before supper|before going to bed|before exercise|before exercising|before sport|before sports|before her sport|before his sport|before netball|before football|before soccer|before rugby|before training|before a run|before running|before the gym|before gym|before a game|before games|before a match|before matches|before swimming|before pe|before playing|before my meals|before each meal|before or after|before and after|before or with|before or during", trigger{}},
	{"now|currently|these days|at the moment|at present|nowadays|right now|at this point|现在|目前|如今|眼下|这几天|这两天", trigger{flags: fNow}},
	// What goes on all along since a past time is current: "去年查出来甲亢，
	// 一直吃甲巯咪唑", "ever since".
	{"一直|一直在|一直都|到现在|至今|ever since|all along|still", trigger{flags: fNow}},
	// A self-correction ("Tuesday, no wait, it was Monday", "right hip, no
	// sorry, the left") repairs a word; it denies nothing.
	{"no wait|no sorry|no actually|oh no wait|wait no|oh wait no|哦不对|不对不对|哦不是", trigger{}}, // "wait no": s43 round 8
	// A repair opened by a sound of surprise denies nothing after it:
	// "沙美特羅氟替卡松 欸不對 我講錯 是布地奈德福莫特羅" (review 11 Z10).
	// A bare 不对 set off by spaces, and what is meant said right after:
	// "沙美特罗氟替卡松 不对 是布地奈德福莫特罗".
	{"不对 是|不对，是|不对,是|不对 我讲错|不对 我说错|不对 讲错|不对 说错", trigger{}},
	{"欸不对|诶不对|哎不对|呃不对|啊不对|唉不对|哎呀不对|欸不是|诶不是|哎不是|呃不是|哎呀不是", trigger{}},
	// "没敢吃", "didn't dare take it": the taking is denied, not what is
	// said before it.
	{"没敢|不敢|没舍得", trigger{flags: fNeg, dir: dirPre}},
	// Hypothetical.
	{"如果|要是|万一|假如|假设|一旦|如若|倘若", trigger{flags: fHyp | fSentence, dir: dirPre}},
	{"能不能|可不可以|要不要|该不该|需不需要|用不用|应不应该|需要不需要", trigger{flags: fHyp, dir: dirBoth}},
	{"的话", trigger{flags: fHyp | fSentence | fClauseEnd, dir: dirBoth}},
	// "等我血压高的时候再吃药": what is waited for is not the case now. A
	// habit ("睡不着的时候吃半片安定") or a past time ("生老二的时候") is.
	{"等到|等我|到时候|等以后", trigger{flags: fHyp | fSentence, dir: dirPre}},
	{"能吃|可以吃|能用|可以用|能喝|可以喝|该吃|应该吃|需要吃|要吃", trigger{flags: fHyp | fNeedQ, dir: dirPre}},
	{"if|in case|what if|suppose|supposing", trigger{flags: fHyp | fIf | fSentence, dir: dirPre}},
	// A wish or a plan is not a state: "I'm trying to get pregnant".
	{"trying to get|trying for|want to get|wanting to get|planning to get|plan to get|hoping to get|想要|打算要|准备要|备孕", trigger{flags: fHyp, dir: dirPre}},
	{"going to start|gonna start|about to start|due to start|going to try|gonna try|planning to start|plan to start|thinking of starting|thinking about starting|will be starting|i'll be starting|打算吃|准备吃|打算用|准备用|打算开始|准备开始|打算试试|准备试试", trigger{flags: fHyp, dir: dirPre}},
	// A prediction of what something will do to the patient, or a drug the
	// patient will only think about, is no state now: "they'll make me
	// diabetic", "'you'll have cancer,' she says", "I'll think about the
	// patches".
	{"would i get|will i get|could i get|might i get|would i have|'ll make me|will make me|would make me|gonna make me|going to make me|might make me|could make me|you'll have|you will have|you'll get|you will get|you'd have|you'd get|i'll think about|i will think about|i'll consider|i'll have a think about|let me think about", trigger{flags: fHyp, dir: dirPre}},
	// An obligation is an order, not a prediction: "you'll have to take it
	// with food".
	{"you'll have to|you will have to|you'd have to|you'll get to", trigger{}},
	// A clinician's plan for the patient is an order, not a wish.
	{"going to start you|gonna start you|going to start you off|going to try you|gonna try you|going to put you", trigger{}},
	// A patient's generic "you" ("when you just feel unwell, your heart
	// starts beating") says what happens to anyone, when.
	{"when you", trigger{flags: fHyp, dir: dirPre}},
	// Others wanted it, and it did not happen: "they wanted me to take
	// Coumadin but I had a subdural hematoma".
	{"wanted me to take|wanted me to start|wanted to put me on|wanted me on", trigger{flags: fHyp, dir: dirPre}},
	// Meant to, and did not: "本来想食埋布洛芬，我阿妈叫我唔好食住".
	{"本来想|原本想|本想|本来打算|原来打算", trigger{flags: fHyp, dir: dirPre}},
	// "实在不中再给你开点乳果糖": only if all else fails.
	{"实在不中|实在不行|不行的话|不中的话|实在不好的话", trigger{flags: fHyp, dir: dirPre}},
	// A request at a counter is not a drug taken: "give me one strip of
	// Azithral 500" asks for it.
	// ("The nurses give me amlodipine" is given, so a bare "give me" is not one.)
	{"please give me|can you give me|could you give me|gimme|give me one strip|give me a strip|give me one box|give me a box|give me one pack|give me a pack|give me one packet|give me a packet", trigger{flags: fHyp, dir: dirPre}},
	{"should i|can i|could i|is it ok to|is it okay to|is it safe to|whether i should|do i need|should i be", trigger{flags: fHyp | fIf, dir: dirPre}},
	{"do|does|did|can|will|should", trigger{flags: fHyp | fAsk, dir: dirPre}},
	{"would|would it|would i", trigger{flags: fHyp | fNeedIf, dir: dirPre}},
	// Pseudo-triggers: longer phrases that contain a trigger and mean
	// something else. They carry no flags and only block.
	{"没见咋好|没见怎么好|也没见好|没见好|没咋好|没怎么好|没见轻|没见效|不咋好|也不管用|不管用|也没用|没什么用|不顶用|不起作用|也没效果|没效果|没什么效果|不见效|不太管用|不怎么管用|不仅|不但|不错|不过来|没有变化|没变化|没什么变化|没有改变|不变|没有改善|没改善|没有好转|没好转|没好|没有好|还没好|没有减轻|没减轻|不见好|没多久|没几天|没两天|没过几天|没过多久|没一会|没办法|不久|不久前|不好|不太好|不行|得不中|不中用|不舒服|不适|不停|不断|不止|不少|不够|不规律|不规则|不正常|不对劲|不小心|不管|不用担心|不怎么|不太|不是很|睡不着|受不了|吃不下|止不住|忍不住|喘不过气|差不多|不得不|对不起|了不起|来不及|看不清|听不清|无法|无力|无聊|无论|未来|特别|别的|非常|饭前|饭后|吃饭之前|饭之前|睡觉之前|睡觉以前|之前的药|不高|不低|好不了|忍不了|坐不住|站不稳|走不动|不耐受|超过|过了|难过|经过|通过|过年|过来|过量|过多|过高|过低|过度|过后|过会|过几天|不过来|过一会|冷不丁|冷不防|时不时|动不动|不时|不知不觉|不由得|不一会|不一会儿|不得行|不得了|怪不得|没想到|没料到", trigger{}},
	{"not only|not just|no change|no changes|not changed|no better|no worse|no doubt|not bad|not too bad|not that bad|not much better|not improved|not improving|not getting better|not gone|not go away|won't go away|doesn't go away|didn't go away|not stop|won't stop|cannot|can't|couldn't|not well controlled|not controlled|not normal|never mind|no matter|not as bad|nothing changed|not helping|not working|didn't help|doesn't help|not sleep|not able", trigger{}},
	// Of a drug, no effect, no denial: "hydrocortisone cream, didn't do much so the GP switched her to eumovate" (s43 round 8).
	{"didn't do much|didn't do anything|didn't really do much|didn't really do anything|didn't do a thing|didn't do a lot|did not do much", trigger{}},
	// A hedge before "还有点" ("他最近好像还有点抑郁", round 16,
	// zh/r16-zh19) hedges what follows: 还 is "also, still" and 有点 "a bit",
	// not the 还有 that opens a new item ("还有，…") and ends a scope.
	{"好像还有点|好像还有些|好像还有一点|好像还有一些|好像还有点儿|好象还有点|好象还有些|好象还有一点|好象还有一些|好象还有点儿|可能还有点|可能还有些|可能还有一点|可能还有一些|可能还有点儿|似乎还有点|似乎还有些|似乎还有一点|似乎还有一些|似乎还有点儿|貌似还有点|貌似还有些|貌似还有一点|貌似还有一些|貌似还有点儿|大概还有点|大概还有些|大概还有一点|大概还有一些|大概还有点儿|估计还有点|估计还有些|估计还有一点|估计还有一些|估计还有点儿|怕是还有点|怕是还有些|怕是还有一点|怕是还有一些|怕是还有点儿", trigger{flags: fUnc, dir: dirBoth}},
	// "比以前厉害", "跟以前一样": the time before is what the finding is
	// compared with, not when it was had (round 16, zh/r16-zh19: "手抖比以前
	// 厉害" is a tremor worse now).
	{"比以前|比之前|比过去|比从前|比原来|比起以前|跟以前|和以前|同以前|比往常", trigger{}},
	// Terminators.
	{"但是|但|不过|可是|然而|只是|只有|就是|除了|而且|另外|还有|虽然", trigger{flags: fTerm}},
	{"因为|所以|然后|因此", trigger{flags: fTerm}},
	{"and i|and my|and i've|and i'm|and then|and now|so i|because|since|and the doctor", trigger{flags: fTerm}},
	// Spoken "because" ("switched me off the lisinopril cos of the cough").
	{"cos of|coz of|cuz of|'cause of|cos i|cos it|cos my|coz i|coz it|coz my|cuz i|cuz it|cuz my", trigger{flags: fTerm}},
	// "So" and a new subject open a consequence, never the other half of an
	// if or a when ("if A, then B", not "if A so B"): "tablets cause problems
	// when you're dehydrated so you should stop the metformin" orders the
	// stop now. Unpunctuated speech has no comma to end the "when" there.
	{"so you|so we|so what|so let's|so that's|so they|so he|so she", trigger{flags: fTerm}},
	// A terminator that opens a hedge ("I looked it up and I think it's
	// shingles"), also in the past ("And I thought it was ringworm"): the
	// hedge is not lost inside the terminator.
	{"and i think|and i guess|and i suppose|and i believe|and i reckon|but i think|but i guess|so i think|so i guess|and i thought|but i thought|so i thought|and i figured|so i figured", trigger{flags: fTerm | fUnc, dir: dirPre}},
	{"but|however|although|though|except|apart from|other than|aside from|besides|whereas", trigger{flags: fTerm}},
	// A filler before a degree is the comma of unpunctuated speech: "no
	// chest pain um a bit lightheaded sometimes" (blind round 15, en11)
	// denies the pain, not the lightheadedness, as "no chest pain, a bit
	// lightheaded" does. A degree word alone does not end the clause ("no
	// pain a little burning…" was tried and lost dev en-q1-013).
	// Only right after a finding: "I don't get um a bit dizzy" still denies.
	{"um a bit|um a little|uh a bit|uh a little|erm a bit|erm a little|er a bit|er a little|um slightly|uh slightly", trigger{flags: fTerm | fAfterFinding}},
	// "Just" right after a denied finding opens what the speaker does
	// have: "no kidney problems just sertraline 100 for anxiety" (s49,
	// blind round 17 en15), as "只是" and "就是" do in Chinese. After a
	// denial that closes its list, "I just" does the same: "no blood
	// nothing like that I just bruise easy" (en14).
	{"just", trigger{flags: fTerm | fAfterFinding}},
	{"i just", trigger{flags: fTerm | fSelf, dir: dirPre}},
	// Experiencer.
	{"family history of|family history|family hx|fhx", trigger{flags: fExp, dir: dirPre, who: "family"}},
	{"家族史|家族遗传|runs in my family|runs in the family|in my family|in the family|in your family|runs in your family|in the family at all", trigger{flags: fExp, dir: dirBoth, who: "family"}},
	{"我|𠊎|本人|自己|我们|俺|咱|i|my|me|mi|i'm|i've|im|ive|myself|mine|i'd|i'll", trigger{flags: fSelf, dir: dirPre}},
	// The one who breastfeeds is the speaker, not the baby named before:
	// "我宝宝两个月 现在在喂奶 左边乳房红肿" tells the mother's findings
	// (zh dev zh-q1-022). Only after a child (nursingSelf); a formula feed
	// (喂奶粉) is no one's breast.
	{"在喂奶|正在喂奶|还在喂奶|在喂母乳|在哺乳|哺乳期|母乳喂养", trigger{flags: fSelf, dir: dirPre, who: nursingSelf}},
	{"喂奶粉|在喂奶粉|还在喂奶粉", trigger{}},
	// The one spoken to is the subject only when named as having or being
	// something ("your", "you have", "你的"): a bare "you" is too often
	// "do you not see", "you know", "你看".
	{"你的|您的|你有|您有|你也|您也|你是|您是|你得了|您得了|你这|您这|your|you have|you've|you've got|you have got|you had|you're|you are|yourself|yours|you've been|you were|you get|you got|you seem|you take|you're taking|you've had", trigger{flags: fYou, dir: dirPre}},
	{"you know|you see|y'know|ya know|thank you|thanks you|if you like|if you want|you mean|mind you|are you ok|see you|bless you|you guys|you never know|would you believe|you name it|did you know", trigger{}},
	// Relayed clinician statements.
	{"医生说|大夫说|医生讲|医生让我|医生叫我|医生要我|医生给我开|医生开了|医生开的|医生建议|医生告诉我|医生把我|医生换|医生嘱咐|医嘱|医生给我|大夫让我|大夫给我|大夫告诉我|医生让|医生觉得|医生认为",
		trigger{flags: fRelay, dir: dirPre, who: "doctor"}},
	{"doctor said|doctor says|doctor told me|doctor switched me|doctor put me on|doctor prescribed|doctor gave me|doctor started me on|doctor changed|doctor increased|doctor decreased|doctor reduced|doctor wants me|doctor recommended|doctor advised|doc said|doc told me|dr said|gp said|according to my doctor|doctor thinks|doctor put me|doctor took me off",
		trigger{flags: fRelay, dir: dirPre, who: "doctor"}},
	{"医生|大夫|医师|主任|doctor|doc|dr|physician|cardiologist|gp|was told|were told|been told", trigger{flags: fRelay, dir: dirPre, who: "doctor"}},
	{"医生问|医生问我|大夫问|doctor asked|doctor asks|doctor wanted to know|看医生|去看医生|问医生|问了医生|问过医生|问一下医生|找医生|跟医生|和医生|给医生|告诉医生|看大夫|问大夫|asked my doctor|ask my doctor|asked the doctor|ask the doctor|see my doctor|saw my doctor|see a doctor|see the doctor|saw the doctor|to the doctor|to my doctor|with my doctor|with the doctor|told my doctor|tell my doctor|call my doctor|doctor's appointment|doctor appointment", trigger{}},
	{"护士|护士说|护士让我|nurse|nurse said|nurse told me", trigger{flags: fRelay, dir: dirPre, who: "nurse"}},
	{"药师|药剂师|药师说|药剂师说|pharmacist|pharmacist said|pharmacist told me", trigger{flags: fRelay, dir: dirPre, who: "pharmacist"}},
}

// nursingSelf marks a breastfeeding word that names the speaker after a
// child was named (see the trigger table).
const nursingSelf = "nursing"

var (
	triggers    []trigger
	triggerTrie = buildTriggerTrie()
)

func buildTriggerTrie() *trie {
	t := newTrie()
	table := triggerTable
	for _, k := range kinTable {
		tr := trigger{flags: fExp, dir: dirPre, who: k.who}
		if k.who == pronoun {
			tr.flags |= fPron
		}
		table = append(table, trigEntry{k.phrases, tr})
	}
	table = append(table, trigEntry{notKin, trigger{}})
	table = append(table, plannedOnlyTriggers()...) // "I was going to add timolol" (plannedonly.go)
	for _, e := range table {
		for _, p := range strings.Split(e.phrases, "|") {
			triggers = append(triggers, e.trigger)
			t.insert([]rune(Normalize(p)), len(triggers)-1)
		}
	}
	return t
}

// foundTrigger is a trigger occurrence in normalized text.
type foundTrigger struct {
	start, end int
	trigger
}

// contextInfo holds the scopes of one text and the assertions of its mentions.
type contextInfo struct {
	text    []rune
	clause  []int // clause id per rune
	sent    []int // sentence id per rune
	trigs   []foundTrigger
	spans   []span
	types   []string
	asserts []Assertion
	clauseQ map[int]bool // clause is a question
	sentQ   map[int]bool // sentence ends with a question mark
	clauseI map[int]bool // clause holds an "if"
	// sentTrig[se] is the range of trigs in sentence se (trigs are sorted).
	sentTrig map[int][2]int
}

// isClausePunct reports whether text[i] ends a clause, and whether it also
// ends the sentence.
func isClausePunct(text []rune, i int) (clause, sentence bool) {
	switch text[i] {
	case '，', ',', '、':
		if text[i] == '、' {
			return false, false
		}
		if text[i] == ',' && i > 0 && i+1 < len(text) && isDigit(text[i-1]) && isDigit(text[i+1]) {
			return false, false // 1,000
		}
		return true, false
	case '。', '!', '！', '?', '？', ';', '；', '\n', '…':
		if text[i] == '…' && nameSearchPause(text, i) {
			return false, false // "吃过那个……罗红霉素" (namesearch.go)
		}
		return true, true
	case ' ':
		// A space between Han characters before a word that turns to now or
		// to another matter ends a clause: typed or dictated Chinese without
		// punctuation sets its clauses off so ("胃镜复查说没事了 现在就吃点多潘
		// 立酮", s51 change dev zh-z1-060). A bare space is not enough: it
		// also stands inside a clause ("匹维溴铵 之前医生开的").
		return i > 0 && HanRune(text[i-1]) && HanShiftAt(text, i+1), false
	case '.':
		if i > 0 && i+1 < len(text) && isDigit(text[i-1]) && isDigit(text[i+1]) {
			return false, false // 7.8
		}
		if i+1 < len(text) && isDigit(text[i+1]) && (i == 0 || !isLatin(text[i-1])) {
			return false, false // .5
		}
		return true, true
	}
	return false, false
}

// HanRune reports whether r is a CJK unified ideograph.
func HanRune(r rune) bool { return r >= 0x4E00 && r <= 0x9FFF }

// hanShifts turn a Chinese clause to now or to another matter.
var hanShifts = []string{"现在", "現在", "目前", "如今", "而家", "另外", "另外还有", "还有就是"}

// HanShiftAt reports whether one of hanShifts starts at text[i].
func HanShiftAt(text []rune, i int) bool {
	for _, w := range hanShifts {
		if runesAt(text, i, []rune(w)) {
			return true
		}
	}
	return false
}

// spokenFillers are what speech pauses on.
var spokenFillers = map[string]bool{"um": true, "uh": true, "er": true, "erm": true, "umm": true, "uhm": true, "uhh": true, "hmm": true, "like": true}

// pauseSubjects open a clause of their own after a pause ("No, um, I have a
// cough").
var pauseSubjects = map[string]bool{"i": true, "i'm": true, "i've": true, "im": true, "it": true, "it's": true, "its": true, "my": true, "we": true,
	"he": true, "she": true, "they": true, "you": true, "that": true, "that's": true, "there": true, "there's": true, "but": true, "and": true, "so": true}

// fillerPause reports whether the comma at i only sets off a spoken filler
// inside a clause ("I don't have, um, any chest pain", "I'm not, like,
// moody"): a denial before the pause still covers what follows it. A
// filler after which the speaker starts anew with a subject ("No, um, I
// have a cough") is a clause break.
func fillerPause(text []rune, i int) bool {
	word := func(from, dir int) (string, int) {
		k := from
		for k >= 0 && k < len(text) && text[k] == ' ' {
			k += dir
		}
		s := k
		for k >= 0 && k < len(text) && (isLatin(text[k]) || text[k] == '\'') {
			k += dir
		}
		if dir < 0 {
			return string(text[k+1 : s+1]), k
		}
		return string(text[s:k]), k
	}
	next, e := word(i+1, 1)
	switch {
	case spokenFillers[next]:
		// ", um," or ", like moody": the clause goes on unless a subject
		// starts after the filler.
		after, _ := word(skipPunct(text, e), 1)
		return !pauseSubjects[after]
	case !pauseSubjects[next]:
		// "…, um, any chest pain": the comma that closes a filler.
		prev, k := word(i-1, -1)
		for k >= 0 && text[k] == ' ' {
			k--
		}
		return spokenFillers[prev] && k >= 0 && text[k] == ','
	}
	return false
}

// skipPunct returns the first offset from i that is no comma or space.
func skipPunct(text []rune, i int) int {
	for i < len(text) && (text[i] == ',' || text[i] == ' ') {
		i++
	}
	return i
}

// timeSpan is a time or duration expression in normalized runes; past marks
// a time that lies well before the turn (a year or more, or over 180 days).
type timeSpan struct {
	start, end int
	past       bool
}

func analyzeContext(nt normText, spans []span, terms []Term, times []timeSpan) *contextInfo {
	text := nt.runes
	c := &contextInfo{
		text:    text,
		clause:  make([]int, len(text)+1),
		sent:    make([]int, len(text)+1),
		spans:   spans,
		types:   make([]string, len(spans)),
		clauseQ: map[int]bool{},
		sentQ:   map[int]bool{},
		clauseI: map[int]bool{},
	}
	for i, s := range spans {
		c.types[i] = terms[s.term].Type
	}
	// Triggers, minus those inside a clinical mention ("不舒服" as a term).
	covered := make([]bool, len(text))
	for i, s := range spans {
		if clinicalType(c.types[i]) {
			for k := s.start; k < s.end; k++ {
				covered[k] = true
			}
		}
	}
	// Triggers never start inside a clinical mention nor run into one.
	for i := 0; i < len(text); {
		if covered[i] {
			i++
			continue
		}
		limit := i
		for limit < len(text) && !covered[limit] {
			limit++
		}
		if e, v := triggerTrie.longestWithin(text, i, limit); e > 0 {
			// Dialect "them" before what it names is "those" ("them muscle
			// relaxers I had"): the patient's own, nobody else's.
			// Scots "ma" before what it names is "my" ("ma knee's been
			// killing me"), not a mother: the patient's own.
			beforeMention := e+1 < len(text) && text[e] == ' ' && covered[e+1]
			dialectMy := beforeMention && (string(text[i:e]) == "ma" || string(text[i:e]) == "mah")
			afterFinding := i > 1 && text[i-1] == ' ' && covered[i-2]
			if !dialectMy && !potentialComplement(text, i, e) && !(triggers[v].flags&fPron != 0 && string(text[i:e]) == "them" && beforeMention &&
				determinerSlot(text, i)) && (triggers[v].flags&fAfterFinding == 0 || afterFinding) {
				c.trigs = append(c.trigs, foundTrigger{i, e, triggers[v]})
			}
			i = e
			continue
		}
		i++
	}
	c.fillerBeforeClause(text, covered) // "no chest pain uh sleep is kinda bad" (fillerclause.go)
	c.dropVocative()
	c.questionTails() // "吃着二甲双胍 有影响没" (questiontail.go)
	c.dropAddressedClinician()
	c.throughOthers()
	c.throughOthersSaying() // "我老公话佢阿媽…" (saidoftheirkin.go)
	c.relativesOfKin()
	c.dropPregnancyOrdinals()
	c.pregnancyAsTime(terms)
	c.pregnancyWished(terms)
	c.dropLastTimeClosing() // "where you were last time: this is diverticulitis again" (lasttime.go)
	// A hedge right before a time or duration hedges the time ("大概两周前",
	// "probably a week"), not the finding; a time well in the past makes the
	// findings of its clause historical, like "去年".
	timeAt := map[int]bool{}
	for _, ts := range times {
		timeAt[ts.start] = true
	}
	kept := c.trigs[:0]
	for _, t := range c.trigs {
		if t.flags&fUnc != 0 && timeAt[skipSpaces(text, t.end)] {
			continue
		}
		kept = append(kept, t)
	}
	c.trigs = kept
	for _, ts := range times {
		if ts.past {
			c.trigs = append(c.trigs, foundTrigger{ts.start, ts.end, trigger{flags: fHist | fTimeHist, dir: dirBoth}})
		}
	}
	c.dropSinceThen()     // "老早就有房颤" (sincethen.go)
	c.dropComparedTimes() // "手抖得比老早厉害" (comparedtime.go)
	c.dropCompletives()   // "刚吃过饭就说没吃" (completive.go)
	sortTriggers(c.trigs)
	// Clause and sentence ids. A word terminator opens a new clause and
	// sentence at its first rune.
	termAt := map[int]bool{}
	clauseEndAt := map[int]bool{}
	expEnd := map[int]bool{}
	for _, t := range c.trigs {
		if t.flags&fExp != 0 {
			expEnd[t.end] = true
		}
	}
	for _, t := range c.trigs {
		// "我妈妈以前就是骨质疏松": a time word between the person and
		// "就是" still says of whom; the stress follows the person.
		if t.flags&fHist != 0 && expEnd[t.start] {
			expEnd[t.end] = true
		}
	}
	for _, t := range c.trigs {
		// "俺爹就是脑梗走的": right after the person it is said of, "就是"
		// stresses ("was exactly"); it opens no new clause as "但就是" does.
		// Nor does "还有" there: "我爸以前还有痛风" is what he also had, not
		// a new item ("还有，…") that leaves him behind.
		if w := string(text[t.start:t.end]); t.flags&fTerm != 0 && !(expEnd[t.start] && (w == "就是" || w == "还有")) {
			termAt[t.start] = true
		}
		if t.flags&fClauseEnd != 0 {
			clauseEndAt[t.end] = true
		}
	}
	cl, se := 0, 0
	for i := range text {
		if termAt[i] {
			cl++
			se++
		} else if clauseEndAt[i] {
			cl++
		}
		c.clause[i], c.sent[i] = cl, se
		pc, ps := isClausePunct(text, i)
		if pc && !ps && fillerPause(text, i) {
			pc = false
		}
		if pc {
			if text[i] == '?' || text[i] == '？' {
				c.clauseQ[cl] = true
				c.sentQ[se] = true
			}
			cl++
		}
		if ps {
			se++
		}
	}
	c.clause[len(text)], c.sent[len(text)] = cl, se
	// A clause is a question when it ends with "?" or "吗".
	for i := range text {
		if text[i] == '吗' || text[i] == '么' {
			j := i + 1
			for j < len(text) && text[j] == ' ' {
				j++
			}
			if j == len(text) || c.clause[j] != c.clause[i] {
				c.clauseQ[c.clause[i]] = true
			}
		}
	}
	for _, t := range c.trigs {
		if t.flags&fIf != 0 {
			c.clauseI[c.clause[t.start]] = true
		}
	}
	c.sentTrig = make(map[int][2]int)
	for k, t := range c.trigs {
		se := c.sent[t.start]
		r, ok := c.sentTrig[se]
		if !ok {
			r[0] = k
		}
		r[1] = k + 1
		c.sentTrig[se] = r
	}
	c.asserts = make([]Assertion, len(spans))
	for i, s := range spans {
		c.asserts[i] = c.classify(s.start, s.end, c.types[i], i)
	}
	c.coordinateNegation()
	c.coordinateHistory()
	c.inheritSites()
	return c
}

// throughOthers makes a blood relative named through someone who is not
// one ("我媳妇她奶奶", "my wife's mother", "my friend's dad") that person's
// relative: an in-law, or someone else, never the patient's family.
func (c *contextInfo) throughOthers() {
	var via foundTrigger // the last person named, pronouns skipped
	for k, t := range c.trigs {
		if t.flags&fExp == 0 {
			via = foundTrigger{}
			continue
		}
		if BloodRelative(t.who) && via.end > 0 && possessiveGap(c.text[via.end:t.start]) {
			switch via.who {
			case Spouse, InLaw:
				c.trigs[k].who = InLaw
			case Step, Other, Animal:
				c.trigs[k].who = Other
			}
		}
		if t.flags&fPron != 0 && via.end > 0 && possessiveGap(c.text[via.end:t.start]) {
			via.end = t.end // "媳妇她": the pronoun is the person named
			continue
		}
		via = c.trigs[k]
	}
}

// resultComplements complete a verb with its result or direction; a 不
// between the verb and one says the verb cannot reach it ("直不起来", "停不
// 下来", "咽不下去"): how bad a complaint is, not that it is absent.
var resultComplements = []string{"起来", "下来", "下去", "上来", "上去", "过来", "出来", "进去", "回来", "起", "动", "住", "着", "了", "稳", "直", "拢", "开", "掉", "完",
	// "实在出不来就用开塞露" (session 72's review 9, Z15) denied the enema.
	"来", "去", "出", "下", "到", "见"}

// notVerbs are the Han characters before a 不 that are no verb: a
// pronoun or an adverb, after which 不 denies ("也不下来" stays denied,
// as the reading cannot tell it from "月经也不来").
const notVerbs = "我𠊎你他她它您俺咱也都还就并从绝可而又再更很太最真挺却才便已曾没不"

// potentialComplement reports whether the trigger text[i:e] is a bare 不
// between a verb and its complement.
func potentialComplement(text []rune, i, e int) bool {
	if e != i+1 || text[i] != '不' || i == 0 || text[i-1] < 0x4E00 || text[i-1] > 0x9FFF || strings.ContainsRune(notVerbs, text[i-1]) {
		return false
	}
	rest := string(text[e:min(len(text), e+2)])
	for _, c := range resultComplements {
		if strings.HasPrefix(rest, c) {
			return true
		}
	}
	return false
}

// dropVocative drops a Chinese kin title that opens the text and is set off
// by a comma ("大姐，没发烧，就是嗓子疼", "阿姨，我妈有高血压"): it addresses the
// listener, as Chinese speakers address a doctor or a nurse, and says
// nothing of whom the rest is about. Not "我哥，…" (whose), nor a topic
// taken up by a pronoun ("爸爸，他血压高").
func (c *contextInfo) dropVocative() {
	if len(c.trigs) == 0 {
		return
	}
	t := c.trigs[0]
	word := c.text[t.start:t.end]
	if t.flags&fExp == 0 || t.flags&fPron != 0 || len(word) == 0 || word[0] < 0x2E80 || strings.ContainsRune("我俺阮咱𠊎", word[0]) {
		return
	}
	lead := strings.Trim(string(c.text[:t.start]), " ，,哎诶唉嗯喂哦噢")
	rest := c.text[t.end:]
	k := 0
	for k < len(rest) && strings.ContainsRune("啊呀哈嘛 ", rest[k]) {
		k++
	}
	if lead != "" || k >= len(rest) || !strings.ContainsRune("，,、", rest[k]) {
		return
	}
	after := strings.TrimLeft(string(rest[k+1:]), " ")
	for _, p := range []string{"他", "她", "佢", "伊", "这人", "那人"} {
		if strings.HasPrefix(after, p) {
			return
		}
	}
	c.trigs = c.trigs[1:]
}

// possessiveGap reports whether gap joins a person to the next as theirs:
// nothing, "的", "'s".
func possessiveGap(gap []rune) bool {
	switch strings.TrimSpace(string(gap)) {
	case "", "的", "'s", "’s", "s'":
		return true
	}
	return false
}

// dropPregnancyOrdinals: "pregnant with my second", "I'm 28 weeks now with
// my second" (review 12 E06), "expecting my second" are the pregnancy now,
// not a time back "with my second" one.
func (c *contextInfo) dropPregnancyOrdinals() {
	kept := c.trigs[:0]
	for _, t := range c.trigs {
		if before := strings.TrimRight(string(c.text[:t.start]), " "); t.flags&fTimeHist != 0 && strings.HasPrefix(string(c.text[t.start:t.end]), "with my") &&
			(strings.HasSuffix(before, "pregnant") || strings.HasSuffix(before, "expecting") || weeksGoneNow.MatchString(before)) {
			continue
		}
		kept = append(kept, t)
	}
	c.trigs = kept
}

// weeksGoneNow ends a pregnancy's weeks told of now: "I'm 28 weeks now".
var weeksGoneNow = regexp.MustCompile(`\b(?:\d+|[a-z]+(?:-[a-z]+)?) weeks(?: now| along| gone| pregnant)?$`)

// pregnancyTimes, right before a pregnancy, make it a time back: "when I
// was pregnant I had high blood pressure", "gestational diabetes while I
// was pregnant with my daughter", "during my pregnancy". What the patient
// had then, and the pregnancy itself, are over; "since I've been pregnant"
// and "while I'm pregnant" stay the present.
var pregnancyTimes = []string{"when i was ", "while i was ", "when i was still ", "while i was still ", "during my ", "during my first ",
	"during my second ", "during my last ", "in my last ", "in my first ", "in my previous ", "with my last ", "when i was last "}

// pregnancyAsTime adds a past-time trigger over the words that make a
// pregnancy a time back (see pregnancyTimes), ending where the pregnancy
// begins so that it dates the pregnancy too.
func (c *contextInfo) pregnancyAsTime(terms []Term) {
	for i, s := range c.spans {
		if terms[s.term].ConceptID != "cond:pregnancy" || !clinicalType(c.types[i]) {
			continue
		}
		before := string(c.text[:s.start])
		for _, w := range pregnancyTimes {
			if !strings.HasSuffix(before, w) {
				continue
			}
			start := s.start - len([]rune(w))
			if start > 0 && isLatin(c.text[start-1]) {
				continue
			}
			c.trigs = append(c.trigs, foundTrigger{start, s.start, trigger{flags: fHist | fTimeHist, dir: dirBoth}})
			break
		}
	}
}

// pregnancyWishes, right before a pregnancy, make it a wish or a plan: "明年
// 想怀孕", "打算怀孕", "准备怀孕了": what is wanted is not the case yet.
// "没想到怀孕了" ends in 想到, and stays the fact it tells.
var pregnancyWishes = []string{"想", "想要", "很想", "挺想", "打算", "准备", "计划", "希望", "盼着", "争取"}

// pregnancyWished adds a hypothetical trigger over the wish or plan that
// opens a Chinese pregnancy (see pregnancyWishes).
func (c *contextInfo) pregnancyWished(terms []Term) {
	for i, s := range c.spans {
		if terms[s.term].ConceptID != "cond:pregnancy" || !clinicalType(c.types[i]) {
			continue
		}
		before := string(c.text[:s.start])
		for _, w := range pregnancyWishes {
			if strings.HasSuffix(before, w) {
				c.trigs = append(c.trigs, foundTrigger{s.start - len([]rune(w)), s.start, trigger{flags: fHyp, dir: dirPre}})
				break
			}
		}
	}
}

// listGaps join the items of a list; listEnds close one ("A, B or C").
var (
	listGaps = map[string]bool{",": true, "，": true, "、": true, "and": true, "or": true, "nor": true, ", and": true, ", or": true,
		", nor": true, "和": true, "或": true, "及": true, "以及": true, "或者": true, "还有": true, "也没有": true, "跟": true, "与": true}
	listEnds = map[string]bool{"and": true, "or": true, "nor": true, ", and": true, ", or": true, ", nor": true, "和": true, "或": true,
		"及": true, "以及": true, "或者": true, "、": true, "跟": true, "与": true}
)

// coordinateNegation carries a denial over a list: "no chest pain,
// palpitations or fainting", "denies A, B, or C", "没有头疼、恶心和呕吐". A
// run of mentions joined only by commas and a closing "and"/"or" is one
// list; when its first item is negated, every item is.
func (c *contextInfo) coordinateNegation() {
	for i := 0; i < len(c.spans); {
		if !clinicalType(c.types[i]) || !c.asserts[i].Negated {
			i++
			continue
		}
		j, closed := i, false
		for j+1 < len(c.spans) && c.sent[c.spans[j+1].start] == c.sent[c.spans[i].start] {
			gap := strings.TrimSpace(string(c.text[c.spans[j].end:c.spans[j+1].start]))
			if !listGaps[gap] {
				break
			}
			closed = closed || listEnds[gap]
			j++
		}
		if closed {
			for k := i + 1; k <= j; k++ {
				if clinicalType(c.types[k]) && c.types[k] != "body_site" {
					c.asserts[k].Negated = true
				}
			}
		}
		i = j + 1
	}
}

// coordinateHistory carries a past time said after a list back over it:
// "I had strep throat, mumps, and chickenpox growing up". A run of mentions
// joined only by commas and a closing "and" is one list; when its last item
// is history, every item is.
func (c *contextInfo) coordinateHistory() {
	for i := 0; i < len(c.spans); {
		if !clinicalType(c.types[i]) {
			i++
			continue
		}
		j, closed := i, false
		for j+1 < len(c.spans) && c.sent[c.spans[j+1].start] == c.sent[c.spans[i].start] {
			gap := withoutFillers(string(c.text[c.spans[j].end:c.spans[j+1].start]))
			if !listGaps[gap] {
				break
			}
			closed = closed || listEnds[gap]
			j++
		}
		if closed && j > i && c.asserts[j].Historical && !c.asserts[j].Negated {
			for k := i; k < j; k++ {
				if clinicalType(c.types[k]) && c.types[k] != "body_site" && !c.asserts[k].Negated {
					c.asserts[k].Historical = true
				}
			}
		}
		i = j + 1
	}
}

// withoutFillers returns a gap between two mentions without the
// hesitations of speech: ", and, um," is ", and".
func withoutFillers(gap string) string {
	var kept []string
	for _, w := range strings.Fields(strings.NewReplacer(",", " , ").Replace(gap)) {
		switch w {
		case "um", "uh", "erm", "er", "uhm", "嗯", "呃":
			continue
		}
		if w == "," && len(kept) > 0 && kept[len(kept)-1] == "," {
			continue
		}
		kept = append(kept, w)
	}
	for len(kept) > 1 && kept[len(kept)-1] == "," {
		kept = kept[:len(kept)-1]
	}
	return strings.ReplaceAll(strings.Join(kept, " "), " ,", ",")
}

// assertion returns the assertion of mention i.
func (c *contextInfo) assertion(i int) Assertion { return c.asserts[i] }

// nextMentionGap returns the gap in runes from pos to the next clinical
// mention in the same clause, or -1.
func (c *contextInfo) nextMentionGap(pos int) int {
	first := sort.Search(len(c.spans), func(k int) bool { return c.spans[k].start >= pos })
	for i := first; i < len(c.spans); i++ {
		s := c.spans[i]
		if clinicalType(c.types[i]) {
			if c.clause[s.start] != c.clause[pos] {
				return -1
			}
			return s.start - pos
		}
	}
	return -1
}

// isCoordinator reports whether the runes between two mentions only join them
// ("头和膝盖", "chest pain or cough").
func isCoordinator(gap []rune) bool {
	g := strings.TrimSpace(string(gap))
	switch g {
	case "", "和", "跟", "与", "及", "以及", "或", "或者", "还有", "、", "也", "都", "and", "or", "/", "&":
		return true
	}
	return false
}

// inBackScope reports whether a both-direction trigger t applies backward to
// the mention at [ms, me) with index mi: t must not be followed closely by a
// mention of its own, and the mention must be the topic just before t (or
// coordinated with it).
func (c *contextInfo) inBackScope(t foundTrigger, ms, me, mi int) bool {
	if t.flags&fNeg != 0 && c.deniesTheRest(t) {
		return false // "吃着非布司他 别的没啥": the rest denied (therestdenied.go)
	}
	if g := c.nextMentionGap(t.end); g >= 0 && g <= 2 && !isCoordinator(c.text[t.end:t.end+g]) || g == 0 {
		return false
	}
	// Walk back from t over the mentions of its clause.
	prevStart := -1
	last := sort.Search(len(c.spans), func(k int) bool { return c.spans[k].end > t.start }) - 1
	for k := last; k >= 0; k-- {
		s := c.spans[k]
		if s.end > t.start || !clinicalType(c.types[k]) {
			continue
		}
		if c.clause[s.start] != c.clause[t.start] {
			break
		}
		if prevStart < 0 {
			if t.start-s.end > 6 {
				return false
			}
		} else if !isCoordinator(c.text[s.end:prevStart]) {
			return false
		}
		if k == mi || (mi < 0 && s.start == ms && s.end == me) {
			return true
		}
		prevStart = s.start
	}
	return false
}

// ofMine reports whether a self trigger only says whose another person is
// ("a mate of mine", "a colleague of mine's got the flu"): the person
// named before it stays the experiencer.
func (c *contextInfo) ofMine(t foundTrigger) bool {
	if w := string(c.text[t.start:t.end]); w == "自己" || w == "自家" {
		return c.reflexiveOfOther(t)
	}
	if string(c.text[t.start:t.end]) != "mine" {
		return c.placeOfOther(t)
	}
	before := strings.TrimRight(string(c.text[max(0, t.start-4):t.start]), " ")
	return strings.HasSuffix(before, " of") || before == "of"
}

// reflexiveOfOther reports whether a "自己" only stresses the person named
// just before it: "她自己才焦虑", "我妈自己也有高血压" are about her, not the
// speaker.
func (c *contextInfo) reflexiveOfOther(t foundTrigger) bool {
	for _, o := range c.trigs {
		if o.end == t.start && o.flags&fExp != 0 {
			return true
		}
	}
	return false
}

// placeOfOther reports whether a "my" only places the person named just
// before it: "a mate on my course", "a lad at my work", "a woman from my
// church" are about the mate, the lad and the woman.
func (c *contextInfo) placeOfOther(t foundTrigger) bool {
	if string(c.text[t.start:t.end]) != "my" {
		return false
	}
	for _, prep := range []string{" on ", " at ", " in ", " from "} {
		p := []rune(prep)
		at := t.start - len(p)
		if at < 0 || string(c.text[at:t.start]) != prep {
			continue
		}
		for _, o := range c.trigs {
			if o.end == at && o.flags&fExp != 0 {
				return true
			}
		}
	}
	return false
}

// classify computes the assertion of the span [ms, me) of the given type; mi
// is its mention index or -1.
func (c *contextInfo) classify(ms, me int, typ string, mi int) Assertion {
	a := Assertion{Experiencer: Patient}
	cl, se := c.clause[ms], c.sent[ms]
	if typ == "family" {
		// A family word names its own experiencer: "妈妈" is about the mother.
		for _, t := range c.trigs {
			if t.flags&fExp != 0 && t.start < me && ms < t.end {
				a.Experiencer = t.who
				return a
			}
		}
	}
	// A term that says "my" itself ("my head hurts", "我血压") is the
	// speaker's, whoever the sentence spoke of before.
	own := string(c.text[ms:min(me, ms+3)])
	ownMy := strings.HasPrefix(own, "my ") || strings.HasPrefix(own, "我")
	expPos := -1
	onset := false
	var histTime, histExpd, histOther bool
	tr := c.sentTrig[se]
	sentTrigs := c.trigs[tr[0]:tr[1]]
	for _, t := range sentTrigs {
		if t.flags&fOnset != 0 && c.clause[t.start] == cl {
			onset = true
		}
		if t.flags&(fExp|fSelf|fYou) != 0 && c.sent[t.start] == se {
			if t.flags&fSelf != 0 && c.ofMine(t) {
				continue // "a friend of mine has diabetes": the friend's
			}
			if c.companion(t) || expPos >= 0 && c.selfAsCompany(t, a.Experiencer) {
				continue // "跟朋友耍的时候喝点啤酒": the friend is company (companion.go)
			}
			if c.passiveAgent(t) {
				continue // "我被他吵得睡不着": he kept the patient awake (passiveagent.go)
			}
			if c.objectOfBearing(t) || c.childBorne(t) {
				continue // "我妈怀我的时候有妊娠糖尿病": the mother's; "怀我女儿的时候…": the patient's (boremeof.go)
			}
			if t.who == nursingSelf && a.Experiencer != Patient && a.Experiencer != "child" {
				continue // "我老婆在喂奶": the wife feeds, and what follows is hers
			}
			if t.flags&fExp != 0 && t.flags&fPron == 0 && c.clause[t.start] != cl && worriedFor(c.text, t.start) {
				// "担心孩儿在外头出事儿，…，睡不着": the one worried for is the
				// object of the worry, not who the clauses after it are about.
				continue
			}
			if c.thingPronoun(t) {
				continue // "即刻停咗佢，改用布林佐胺": the drug stopped, no person (thingpronoun.go)
			}
			if t.end <= ms && t.start > expPos {
				expPos = t.start
				a.Experiencer, a.Subject = Patient, ""
				switch {
				case t.flags&fPron != 0 && givenToMe(string(c.text[t.end:ms])+rightAfter(c.text, me)):
					// "医生……他开了奥替溴铵给我", "佢开咗…畀我", "she put me on
					// sertraline": what a third person gives the patient is
					// the patient's.
				case t.flags&fPron != 0 && c.pronounReferent(t) == Other && prescribedByPronoun(string(c.text[t.end:ms])) && !forAnotherAfter(c.text, me):
					// "for the acidity he has written pantoprazole 40",
					// "she said give the cholesterol med another three
					// months": the prescriber's, given to the patient
					// (prescribedby.go).
				case t.flags&fPron != 0:
					a.Experiencer = c.pronounReferent(t)
				case t.flags&fExp != 0:
					a.Experiencer = c.experiencerOf(t) // "好几个娃儿都在咳": others (manykin.go)
				case t.flags&fSelf != 0:
					a.Subject = FirstPerson
				case t.flags&fYou != 0:
					a.Subject = SecondPerson
				}
			}
			continue
		}
		if t.flags&fRelay != 0 && c.sent[t.start] == se && t.end <= ms {
			a.Relayed, a.RelayedBy = true, t.who
		}
		if t.flags&(fNeg|fUnc|fHist|fHyp) == 0 {
			continue
		}
		// A past time before the mention dates the rest of its sentence
		// ("in the past, I've had some IBS") until "now" says otherwise.
		timeBefore := t.flags&fTimeHist != 0 && t.end <= ms
		if t.flags&fSentence != 0 || timeBefore {
			if c.sent[t.start] != se || timeBefore && (c.nowBetween(t.end, ms) || c.goingOnInALaterClause(t.end, ms) || c.listedWithItsSchedule(t.start, ms, me, typ)) {
				continue
			}
		} else if c.clause[t.start] != cl {
			continue
		}
		if t.flags&fAsk != 0 && !c.asksAt(t) {
			continue
		}
		if t.flags&fNotSymptom != 0 && typ == "symptom" {
			continue
		}
		if t.flags&fNeedIf != 0 && !c.clauseI[cl] {
			continue
		}
		if t.flags&fNeedQ != 0 && !c.clauseQ[cl] {
			continue
		}
		applies := false
		switch {
		case t.flags&fClauseEnd != 0:
			// "没吃二甲双胍的话血糖会高吗": the whole conditional clause
			// before it and the consequence after it.
			applies = t.end <= ms || c.clause[t.start] == cl
		case t.end <= ms:
			applies = (t.dir == dirPre || t.dir == dirBoth && !c.leansLeft(t, me) && !c.pastLeansLeft(t, ms, me)) && !c.wishOnly(t, ms) && // "胸闷没有 脚有点肿" (negationleansleft.go), "什么都不想干 上班也没劲" (wishonly.go)
				!c.valueAfterSpace(t, ms, me, typ) && // "脚不肿了 体重今早71公斤" (valueafterspace.go)
				!c.pastBeforeNow(t, ms) && // "就不吃了 现在吃褪黑素" (pastbeforenow.go)
				!c.deniedThenSpace(t, ms) // "冇发烧 之前食别嘌醇" (deniedthenspace.go)
		case t.start >= me:
			switch {
			case t.dir == dirPost:
				applies = true
			case t.dir == dirBoth && t.flags&fTimeHist != 0:
				// A past time dates its whole clause: "had amoxicillin
				// loads of times as a kid"; not a drug taken now, told
				// before another (pasttimeleansright.go).
				applies = !c.pastTimeLeansRight(t, ms, me)
			case t.dir == dirBoth:
				applies = c.inBackScope(t, ms, me, mi) && !c.takingDenied(t, typ) // "过敏 从那以后就没再吃了" (negatedtaking.go)
			}
			applies = applies && !c.inDegreeComplement(t, me) // "脚踝肿得鞋子都穿不进" (degreecomplement.go)
		}
		if !applies {
			continue
		}
		a.Negated = a.Negated || t.flags&fNeg != 0
		a.Uncertain = a.Uncertain || t.flags&fUnc != 0
		a.Hypothetical = a.Hypothetical || t.flags&fHyp != 0
		if t.flags&fHist != 0 {
			switch {
			case t.flags&fTimeHist != 0:
				histTime = true
			case t.flags&fExpd != 0:
				histExpd = true
			default:
				histOther = true
			}
		}
	}
	if ownMy {
		a.Experiencer, a.Subject = Patient, FirstPerson
	}
	// "去年查出来高血脂" dates an onset, not a past episode; "从来没有得过"
	// is a lifetime denial, not a past finding.
	a.Historical = histOther || (histTime && !onset) || (histExpd && !a.Negated)
	// Post-positioned family words ("糖尿病家族史", "runs in my family").
	for _, t := range sentTrigs {
		if t.flags&fExp != 0 && t.dir == dirBoth && t.start >= me && c.clause[t.start] == cl {
			a.Experiencer = t.who
		}
	}
	if who, ok := c.cleftOwner(sentTrigs, me, cl); ok {
		a.Experiencer, a.Subject = who, "" // "打呼噜的是我老公" (cleft.go)
	}
	if c.othersWith(ms, me) {
		a.Experiencer, a.Subject = Other, ""
	}
	// "a pregnancy scare", "a cancer scare": a fear that passed, not a
	// finding.
	if after := strings.TrimLeft(string(c.text[me:min(len(c.text), me+8)]), " "); strings.HasPrefix(after, "scare") {
		a.Hypothetical = true
	}
	// "I nearly fainted", "almost threw up": what nearly happened did not.
	before := strings.Fields(string(c.text[max(0, ms-16):ms]))
	if n := len(before); n > 0 && (before[n-1] == "nearly" || before[n-1] == "almost" ||
		n > 1 && (before[n-2] == "nearly" || before[n-2] == "almost") && (before[n-1] == "been" || before[n-1] == "was" || before[n-1] == "got")) {
		a.Uncertain = true
	}
	return a
}

// Words that make a finding name other people: "I work with dementia
// patients", "a nurse on a cancer ward", "people with asthma", "I do the
// fun run for a cancer charity". A job or a place speaks of others.
var (
	othersAfter  = []string{"patients", "patient's", "residents", "sufferers", "ward", "wards", "charity", "charities", "research", "awareness", "society"}
	othersBefore = []string{"patients with", "people with", "residents with", "clients with", "those with", "others with", "children with", "kids with",
		"adults with", "sufferers of", "people who have", "patients who have"}
)

// othersWith reports whether the mention at [ms, me) is said of a group of
// other people (see othersAfter, othersBefore).
func (c *contextInfo) othersWith(ms, me int) bool {
	after := string(c.text[me:min(len(c.text), me+16)])
	after = strings.TrimLeft(after, " ")
	for _, w := range othersAfter {
		if strings.HasPrefix(after, w) && (len(after) == len(w) || !isLatin([]rune(after[len(w):])[0])) {
			return true
		}
	}
	before := strings.TrimRight(string(c.text[max(0, ms-24):ms]), " ")
	for _, w := range othersBefore {
		if strings.HasSuffix(before, w) && (len(before) == len(w) || !isLatin([]rune(before)[len([]rune(before))-len([]rune(w))-1])) {
			return true
		}
	}
	return false
}

// goingOn are the Chinese progressive forms of taking a drug: "在打胰岛素"
// is injecting it now.
var goingOn = []string{"在吃", "在打", "在用", "在服", "在喝", "在擦", "在涂", "在贴", "在滴", "在喷", "在吸", "正在", "还在"}

// goingOnAfter are the second runes of goingOn, by its first: every form is
// two runes.
var goingOnAfter = func() map[rune]string {
	m := map[rune]string{}
	for _, w := range goingOn {
		r := []rune(w)
		m[r[0]] += string(r[1])
	}
	return m
}()

// goingOnInALaterClause reports whether a clause after the one holding
// offset from, up to offset to, opens a progressive: "糖尿病前年查出来的，在打
// 胰岛素" dates the diagnosis, not the insulin, which goes on. In the
// time's own clause the progressive is then ("前年在吃二甲双胍").
func (c *contextInfo) goingOnInALaterClause(from, to int) bool {
	if from <= 0 || to > len(c.text) {
		return false
	}
	for i := from; i < to && i+1 < len(c.text); i++ {
		if c.clause[i] != c.clause[from-1] && strings.ContainsRune(goingOnAfter[c.text[i]], c.text[i+1]) {
			return true
		}
	}
	// "I had a stroke in 2019, I'm on apixaban", "he had a bypass in 2015
	// and he's got atrial fibrillation": a subject in the present between
	// the time and the mention says it goes on now.
	between := " " + strings.ToLower(string(c.text[from:to])) + " "
	for _, w := range enGoingOnNow {
		if strings.Contains(between, " "+w+" ") {
			return true
		}
	}
	return false
}

// enGoingOnNow are an English subject and a verb in the present: what
// follows them is now, whatever time was said before.
var enGoingOnNow = []string{"i'm on", "i am on", "he's on", "she's on", "he is on", "she is on", "we're on",
	"i take", "he takes", "she takes", "i'm taking", "i am taking", "he's taking", "she's taking",
	"i've got", "i have got", "he's got", "she's got", "he has got", "she has got", "i'm still", "he's still", "she's still"}

// nowBetween reports whether a "now" word lies between two offsets.
func (c *contextInfo) nowBetween(from, to int) bool {
	for _, t := range c.trigs {
		if t.flags&fNow != 0 && t.start >= from && t.end <= to {
			return true
		}
	}
	return false
}

// toMe are the words of giving something to the speaker.
var toMe = []string{"给我", "畀我", "帮我开", "gave me", "give me", "prescribed me", "put me on", "started me on", "got me on", "told me to take", "to me"}

// rightAfter returns the few runes after position e, up to a mark that ends
// a clause: "开了奥替溴铵给我".
func rightAfter(text []rune, e int) string {
	end := e
	for end < len(text) && end < e+3 && !strings.ContainsRune(",，.。;；!！?？、", text[end]) {
		end++
	}
	return string(text[e:end])
}

// givenToMe reports whether the words between a pronoun and a mention give
// it to the speaker.
func givenToMe(between string) bool {
	for _, w := range toMe {
		if strings.Contains(between, w) {
			return true
		}
	}
	return false
}

// pronounReferent returns who a third-person pronoun stands for: the
// person named last before it in the turn, or Other when none was named.
func (c *contextInfo) pronounReferent(p foundTrigger) string {
	for k := len(c.trigs) - 1; k >= 0; k-- {
		t := c.trigs[k]
		if t.end <= p.start && t.flags&fExp != 0 && t.flags&fPron == 0 {
			if ActedOnBy(string(c.text[t.end:p.start])) {
				return Other // "我妈给她停了": she is not the mother who stopped it
			}
			return t.who
		}
	}
	return Other
}

// actsOn join a person to the one they act on or for: "我妈给她停了",
// "我爸帮他拿药", "my mum took her off it".
var actsOn = []string{"给", "帮", "替", "让", "叫", "把", "带", "陪", "喊", "帮着", "給", "幫", "讓", "帶"}

// ActedOnBy reports whether gap, between a relative and a pronoun, makes
// the pronoun the object of what the relative did (session 73, review 11
// Z19: "艾司唑仑上周我妈给她停了 说吃了白天老犯困" gave the grandmother's
// drowsiness to the typist's mother).
func ActedOnBy(gap string) bool {
	for _, w := range actsOn {
		if gap == w {
			return true
		}
	}
	return false
}

// asksAt reports whether an auxiliary opens a yes/no question: it starts its
// sentence and the sentence ends with a question mark ("Does amlodipine cause
// swollen ankles?").
func (c *contextInfo) asksAt(t foundTrigger) bool {
	if !c.sentQ[c.sent[t.start]] {
		return false
	}
	for k := t.start - 1; k >= 0; k-- {
		if c.sent[k] != c.sent[t.start] {
			break
		}
		if r := c.text[k]; r != ' ' && r != '"' && r != '\'' {
			return false
		}
	}
	return true
}

func sortTriggers(l []foundTrigger) {
	for i := 1; i < len(l); i++ {
		for k := i; k > 0 && l[k].start < l[k-1].start; k-- {
			l[k], l[k-1] = l[k-1], l[k]
		}
	}
}

// inheritSites gives a body-site mention the assertion of the symptom it
// locates: "膝盖不疼" negates the knee pain, not the knee, and "pain in my
// knee" is one finding.
func (c *contextInfo) inheritSites() {
	for i, s := range c.spans {
		if c.types[i] != "body_site" {
			continue
		}
		src := -1
		if i+1 < len(c.spans) && c.types[i+1] == "symptom" {
			n := c.spans[i+1]
			if n.start-s.end <= 3 && c.clause[n.start] == c.clause[s.start] {
				src = i + 1
			}
		}
		if src < 0 && i > 0 && c.types[i-1] == "symptom" {
			p := c.spans[i-1]
			if s.start-p.end <= 9 && c.clause[p.start] == c.clause[s.start] {
				src = i - 1
			}
		}
		if src < 0 {
			continue
		}
		a, from := &c.asserts[i], c.asserts[src]
		a.Negated, a.Uncertain, a.Historical, a.Hypothetical = from.Negated, from.Uncertain, from.Historical, from.Hypothetical
	}
}

// determinerSlot reports whether the word at i starts a clause or follows a
// preposition or conjunction ("about them wafers", "Them tablets I had"),
// where "them" can only be a determiner; after a verb ("I gave them
// aspirin") it is the people given to.
func determinerSlot(text []rune, i int) bool {
	j := i
	for j > 0 && text[j-1] == ' ' {
		j--
	}
	k := j
	for k > 0 && unicode.IsLetter(text[k-1]) {
		k--
	}
	if k == j {
		return true // the start of the text, or after punctuation
	}
	return themLeads[string(text[k:j])]
}

var themLeads = map[string]bool{"about": true, "on": true, "off": true, "of": true, "with": true, "for": true, "from": true,
	"and": true, "but": true, "so": true, "all": true, "are": true, "were": true, "is": true, "was": true}

// worryWords, right before a person, make them the one worried for.
var worryWords = []string{"担心", "惦记", "挂念", "挂着", "担忧", "操心", "放心不下", "worried about", "worry about", "worrying about", "worried for", "worry for"}

// worriedFor reports whether the text before offset i ends with a worry
// word: the person named at i is worried for.
func worriedFor(text []rune, i int) bool {
	before := strings.TrimRight(string(text[max(0, i-16):i]), " ")
	for _, w := range worryWords {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}
