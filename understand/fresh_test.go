package understand_test

import "testing"

// Rules from the fresh dev files of 2026-12-01 (zh/d1, en/e1): each case
// fails without the rule it names. The sentences are written for these
// tests.

func TestGroupsOfOtherPeople(t *testing.T) {
	runCases(t, []readCase{
		{"half the office is someone else", [][2]string{patient("Half the office is off with flu.")}, []string{"condition cond:influenza of other"}},
		{"单位的人 are someone else", [][2]string{patient("我们单位的人好几个都得了流感。")}, []string{"condition cond:influenza of other"}},
	})
}
