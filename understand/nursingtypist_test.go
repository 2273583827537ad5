package understand_test

import "testing"

// A mother who announced she asks for her baby and asks whether her own
// illness or drug matters while she nurses tells them only to ask: both
// are no one's (zh/r16-zh03). Her own illness told without that question
// is family history, her drug no one's (zh/r16-zh06).
func TestAnnouncedMotherAsksAboutNursing(t *testing.T) {
	runCases(t, []readCase{
		{"r16-zh03: her throat infection and cefuroxime, asked about while nursing", [][2]string{patient("我系BB阿妈，帮佢问下。"), patient("仲有，我自己呢两日喉咙发炎，喺度食紧头孢呋辛，喂奶有冇影响㗎？")},
			[]string{"condition cond:pharyngitis of other", "medication drug:cefuroxime of other"}},
		{"near miss: her hypothyroidism told, nothing asked", [][2]string{patient("我系BB阿妈，帮佢问下。"), patient("我自己有甲减，食紧优甲乐。")},
			[]string{"condition cond:hypothyroidism of mother", "medication drug:levothyroxine of other"}},
	})
}
