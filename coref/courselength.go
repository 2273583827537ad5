package coref

import (
	"regexp"
	"slices"

	"github.com/anamnesis-health/anamnesis/entity"
)

// A condition told again by how long it was treated ("肺上那个 吃了一年多
// 药 尿都是红的那个": the tuberculosis treated for fifteen months, not the
// pneumonia over in three weeks; "肝上那个 打了半年针 好了的那个") is the
// one whose record lasted about that long. The course only narrows the
// candidates the place left: when exactly one of them lasted so long it
// is meant, else nothing changes.

// zhCourse is a length of treatment: 吃了一年多药, 吃了三个月的药, 打了
// 半年针, 治了两年.
var zhCourse = regexp.MustCompile(`(?:吃了|吃过|打了|打过|用了|治了|治过)(?:差不多|将近|大概|快)?([0-9]+|[一二两三四五六七八九十]+|半)(个)?(多)?(年|个月|月|礼拜|星期|周)(多)?`)

// courseMonths returns the range, in months, of a length of treatment in
// told: "一年多" is one to two years, "三个月" two to five months.
func courseMonths(told string) (lo, hi float64, ok bool) {
	m := zhCourse.FindStringSubmatch(told)
	if m == nil {
		return 0, 0, false
	}
	var n float64
	if m[1] == "半" {
		n = 0.5
	} else if v, okn := doseAmount(m[1]); okn {
		n = v
	} else {
		return 0, 0, false
	}
	unit := 1.0
	switch m[4] {
	case "年":
		unit = 12
	case "礼拜", "星期", "周":
		unit = 12.0 / 52
	}
	months := n * unit
	if m[3] != "" || m[5] != "" { // 多: more than that, short of the next
		return months, months + unit, true
	}
	return months * 0.6, months * 1.5, true
}

// byCourse narrows an unresolved condition's candidates to the one whose
// record lasted as long as the course the reference was told by.
func byCourse(res Resolution, record []entity.Fact) Resolution {
	ref := res.Reference
	if res.Resolved || ref.Kind != KindCondition || ref.CourseMonths[1] == 0 || len(res.Candidates) < 2 {
		return res
	}
	var lasted []Candidate
	for _, c := range res.Candidates {
		i := slices.IndexFunc(record, func(f entity.Fact) bool {
			return f.Attributes[entity.ConceptAttribute] == c.ConceptID && f.ValidTo != nil
		})
		if i < 0 {
			continue
		}
		months := record[i].ValidTo.Sub(record[i].ValidFrom).Hours() / 24 / (365.25 / 12)
		if months >= ref.CourseMonths[0] && months <= ref.CourseMonths[1] {
			lasted = append(lasted, c)
		}
	}
	if len(lasted) != 1 {
		return res
	}
	res.resolve(lasted[0], res.Stage, res.Candidates)
	return res
}
