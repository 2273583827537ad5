package understand

import "github.com/anamnesis-health/anamnesis/entity"

// A question may say where the readings it asks for were taken: "Your
// blood pressure today is 156/98. … Home readings?" "Usually around 145
// over 90." (s47 blind round 15 en20). Read without its place, the home
// reading went into the clinic reading's series and closed it, so the
// clinic's 156/98 was lost. The readings of an answer that names no place
// of their own take the place the question asked of; a place the answer
// names wins, and a question naming both places names none.

// settingAsked returns the place a turn's questions ask readings of: the
// one setting its question sentences name, or "".
func settingAsked(sents []sentence) string {
	found := ""
	for _, s := range sents {
		if !s.question {
			continue
		}
		for v, ws := range settingWords {
			if !containsAny(s.text, ws) || found == v {
				continue
			}
			if found != "" {
				return ""
			}
			found = v
		}
	}
	return found
}

// readingsOfTheSettingAsked gives the readings of an answer the place the
// question just before asked of, when the answer names none.
func readingsOfTheSettingAsked(tx text, st []Statement, prior []Prior) []Statement {
	if len(prior) == 0 || prior[len(prior)-1].Speaker == Patient {
		return st
	}
	setting := prior[len(prior)-1].Reading.SettingAsked
	if setting == "" {
		return st
	}
	lower := tx.str
	for _, ws := range settingWords {
		if containsAny(lower, ws) {
			return st // the answer says where itself
		}
	}
	for i := range st {
		s := &st[i]
		if s.Type != Observation || s.Attributes[entity.SettingAttribute] != "" || s.Attributes["value"] == "" {
			continue
		}
		attrs := make(map[string]string, len(s.Attributes)+1)
		for k, v := range s.Attributes {
			attrs[k] = v
		}
		attrs[entity.SettingAttribute] = setting
		s.Attributes = attrs
	}
	return st
}
