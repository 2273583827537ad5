package ontology

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"path"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// file describes one data file: the type of its concepts, the id prefix
// added to its keys and the coding system of its code column.
type file struct {
	name   string
	typ    string
	prefix string
	system string
}

// files are read in this order; references may point forwards.
var files = []file{
	{"conditions.csv", TypeCondition, "cond:", SystemICD10CM},
	{"symptoms.csv", TypeSymptom, "sym:", SystemICD10CM},
	{"body_sites.csv", TypeBodySite, "site:", SystemNone},
	{"atc_classes.csv", TypeDrugClass, "class:", SystemATC},
	{"lay_classes.csv", TypeDrugClass, "class:", SystemNone},
	{"drugs.csv", TypeDrug, "drug:", SystemATC},
	{"vitals.csv", TypeVital, "vital:", SystemLOINC},
	{"labs.csv", TypeLab, "lab:", SystemLOINC},
	{"allergens.csv", TypeAllergen, "allergen:", SystemNone},
	{"foods.csv", TypeAllergen, "food:", SystemNone},
	{"procedures.csv", TypeProcedure, "proc:", SystemNone},
	{"social.csv", TypeSocial, "social:", SystemLOINC},
}

// ambiguityFile lists names that two concepts of one type may share on
// purpose ("DM": diabetes mellitus and dermatomyositis).
const ambiguityFile = "ambiguities.csv"

// layFiles add lay names to concepts of the files above, one language a
// file, so that the everyday words of a language are kept and reviewed
// together, apart from the clinical names (header: concept,lay; the
// concept by its full id). They are provisional: written by terminologists
// from what patients say, not yet checked against real consultations, so
// what is read through them is for a clinician to confirm.
var layFiles = []string{"lay_en.csv", "lay_zh.csv"}

var (
	reATCDrug   = regexp.MustCompile(atcDrugPattern)
	reATCClass  = regexp.MustCompile(`^[A-Z]\d{2}[A-Z]{2}$`)
	reATCPrefix = regexp.MustCompile(`^[A-Z](\d{2}([A-Z]([A-Z](\d{2})?)?)?)?$`)
	reICD10     = regexp.MustCompile(`^[A-Z]\d{2}(\.\d{1,4})?$`)
	reLOINC     = regexp.MustCompile(`^\d{1,5}-\d$`)
	reKey       = regexp.MustCompile(`^[a-z0-9_]+$|^[A-Z]\d{2}[A-Z]{2}$`)
)

var nameColumns = []struct{ col, kind string }{
	{"name", KindGeneric},
	{"brand", KindBrand},
	{"synonym", KindSynonym},
	{"abbreviation", KindAbbreviation},
	{"lay", KindLay},
}

var knownColumns = map[string]bool{
	"key": true, "code": true, "alt_codes": true, "name": true, "brand": true,
	"synonym": true, "abbreviation": true, "lay": true, "classes": true,
	"indications": true, "side_effects": true, "members": true, "unit": true,
	"units": true, "low": true, "high": true, "note": true, "sites": true,
}

// row is one CSV record addressed by column name.
type row struct {
	cols map[string]int
	rec  []string
	file string
	line int
}

func (r row) get(col string) string {
	i, ok := r.cols[col]
	if !ok || i >= len(r.rec) {
		return ""
	}
	return strings.TrimSpace(r.rec[i])
}

// list splits a ';'-separated field, dropping empty items.
func (r row) list(col string) []string {
	var out []string
	for _, s := range strings.Split(r.get(col), ";") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

func (r row) errorf(format string, args ...any) error {
	return fmt.Errorf("ontology: %s:%d: %s", r.file, r.line, fmt.Sprintf(format, args...))
}

// readCSV reads a data file with a header line; '#' starts a comment line.
func readCSV(fsys fs.FS, name string, each func(row) error) error {
	f, err := fsys.Open(name)
	if err != nil {
		return fmt.Errorf("ontology: open %s: %w", name, err)
	}
	defer f.Close()
	cr := csv.NewReader(f)
	cr.Comment = '#'
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = false
	header, err := cr.Read()
	if err != nil {
		return fmt.Errorf("ontology: %s: read header: %w", name, err)
	}
	cols := make(map[string]int, len(header))
	for i, h := range header {
		cols[strings.TrimSpace(h)] = i
	}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("ontology: %s: %w", name, err)
		}
		line, _ := cr.FieldPos(0)
		r := row{cols: cols, rec: rec, file: name, line: line}
		if len(rec) != len(header) {
			return r.errorf("%d fields, header has %d", len(rec), len(header))
		}
		if err := each(r); err != nil {
			return err
		}
	}
}

// readHeader returns a data file's header line ('#' lines before it are
// comments).
func readHeader(fsys fs.FS, name string) ([]string, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, fmt.Errorf("ontology: open %s: %w", name, err)
	}
	defer f.Close()
	cr := csv.NewReader(f)
	cr.Comment = '#'
	header, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("ontology: %s: read header: %w", name, err)
	}
	return header, nil
}

func checkHeader(fsys fs.FS, name string) error {
	return checkColumns(fsys, name, knownColumns, false)
}

// load parses and validates the data files under dir of fsys.
func load(fsys fs.FS, dir string) (*Lexicon, error) {
	l := &Lexicon{byID: map[string]int{}, byName: map[string][]int{}}
	for _, f := range files {
		name := path.Join(dir, f.name)
		if err := checkHeader(fsys, name); err != nil {
			return nil, err
		}
		err := readCSV(fsys, name, func(r row) error {
			c, err := parseConcept(f, r)
			if err != nil {
				return err
			}
			if _, dup := l.byID[c.ID]; dup {
				return r.errorf("duplicate id %s", c.ID)
			}
			l.byID[c.ID] = len(l.concepts)
			l.concepts = append(l.concepts, c)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	for _, name := range layFiles {
		err := readCSV(fsys, path.Join(dir, name), func(r row) error {
			i, ok := l.byID[r.get("concept")]
			if !ok {
				return r.errorf("unknown concept %q", r.get("concept"))
			}
			for _, text := range r.list("lay") {
				l.concepts[i].Names = append(l.concepts[i].Names, Name{Text: text, Lang: langOf(text), Kind: KindLay, Provisional: true})
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	ambiguous := map[string]bool{}
	err := readCSV(fsys, path.Join(dir, ambiguityFile), func(r row) error {
		ambiguous[r.get("key")+"\x00"+Normalize(r.get("name"))] = true
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := l.validate(ambiguous); err != nil {
		return nil, err
	}
	if err := l.loadAdverseEffects(fsys, dir); err != nil {
		return nil, err
	}
	if err := l.loadConditionSites(fsys, dir); err != nil {
		return nil, err
	}
	if err := l.loadConditionSigns(fsys, dir); err != nil {
		return nil, err
	}
	l.indexClasses()
	return l, nil
}

// indexClasses finds, once, the drug classes and drug allergens of every
// drug (InClass), in data-file order, for ClassesOf.
func (l *Lexicon) indexClasses() {
	l.classes = map[string][]int{}
	for i := range l.concepts {
		c := &l.concepts[i]
		if c.Type != TypeDrugClass && c.Type != TypeAllergen {
			continue
		}
		for j := range l.concepts {
			if d := &l.concepts[j]; d.Type == TypeDrug && coveredBy(d, c.Members) {
				l.classes[d.ID] = append(l.classes[d.ID], i)
			}
		}
	}
}

func parseConcept(f file, r row) (Concept, error) {
	key := r.get("key")
	if !reKey.MatchString(key) {
		return Concept{}, r.errorf("bad key %q", key)
	}
	c := Concept{
		ID:          f.prefix + key,
		Type:        f.typ,
		Display:     map[string]string{},
		Indications: prefixed("cond:", r.list("indications")),
		SideEffects: prefixed("sym:", r.list("side_effects")),
		Sites:       prefixed("site:", r.list("sites")),
		Members:     r.list("members"),
	}
	for _, nc := range nameColumns {
		for _, text := range r.list(nc.col) {
			lang := langOf(text)
			c.Names = append(c.Names, Name{Text: text, Lang: lang, Kind: nc.kind})
			if _, ok := c.Display[lang]; !ok {
				c.Display[lang] = text
			}
		}
	}
	if code := r.get("code"); code != "" {
		if f.system == SystemNone {
			return c, r.errorf("%s: code %q in a file without a coding system", c.ID, code)
		}
		c.Code = Code{System: f.system, Code: code}
	}
	for _, alt := range r.list("alt_codes") {
		c.AltCodes = append(c.AltCodes, Code{System: f.system, Code: alt})
	}
	switch {
	case f.typ == TypeDrug:
		c.Classes = atcPrefixes(append([]string{c.Code.Code}, codesOf(c.AltCodes)...))
		c.Classes = appendNew(c.Classes, r.list("classes")...)
	case f.typ == TypeDrugClass && c.Code.System == SystemATC && len(c.Members) == 0:
		c.Members = []string{c.Code.Code}
	}
	if f.typ == TypeVital || f.typ == TypeLab {
		if err := parseUnits(&c, r); err != nil {
			return c, err
		}
	}
	return c, nil
}

func parseUnits(c *Concept, r row) error {
	c.Unit = r.get("unit")
	c.Units = []Unit{{Name: c.Unit, Factor: 1}}
	for _, spec := range r.list("units") {
		// name:factor[:offset]; factor "/x" means 1/x.
		parts := strings.Split(spec, ":")
		if len(parts) < 2 || len(parts) > 3 {
			return r.errorf("%s: bad unit %q", c.ID, spec)
		}
		u := Unit{Name: strings.TrimSpace(parts[0])}
		fs := strings.TrimSpace(parts[1])
		div := strings.HasPrefix(fs, "/")
		v, err := strconv.ParseFloat(strings.TrimPrefix(fs, "/"), 64)
		if err != nil || v == 0 {
			return r.errorf("%s: bad unit factor %q", c.ID, spec)
		}
		if div {
			v = 1 / v
		}
		u.Factor = v
		if len(parts) == 3 {
			if u.Offset, err = strconv.ParseFloat(strings.TrimSpace(parts[2]), 64); err != nil {
				return r.errorf("%s: bad unit offset %q", c.ID, spec)
			}
		}
		c.Units = append(c.Units, u)
	}
	low, high := r.get("low"), r.get("high")
	if low == "" && high == "" {
		return nil
	}
	rg := openRange()
	var err error
	if low != "" {
		if rg.Low, err = strconv.ParseFloat(low, 64); err != nil {
			return r.errorf("%s: bad low %q", c.ID, low)
		}
	}
	if high != "" {
		if rg.High, err = strconv.ParseFloat(high, 64); err != nil {
			return r.errorf("%s: bad high %q", c.ID, high)
		}
	}
	c.Normal = &rg
	return nil
}

// validate checks the cross-row rules: codes, names, references, classes
// and name collisions.
func (l *Lexicon) validate(ambiguous map[string]bool) error {
	owner := map[string]string{} // type + normalized name -> id
	for i := range l.concepts {
		c := &l.concepts[i]
		if err := l.validateConcept(c); err != nil {
			return fmt.Errorf("ontology: %s: %w", c.ID, err)
		}
		seen := map[string]bool{}
		for _, n := range c.Names {
			norm := Normalize(n.Text)
			if seen[norm] {
				continue
			}
			seen[norm] = true
			k := c.Type + "\x00" + norm
			if other, ok := owner[k]; ok && !ambiguous[c.Type+"\x00"+norm] {
				return fmt.Errorf("ontology: %s and %s both claim the %s name %q", other, c.ID, c.Type, n.Text)
			}
			owner[k] = c.ID
			l.byName[norm] = append(l.byName[norm], i)
		}
	}
	return nil
}

func (l *Lexicon) validateConcept(c *Concept) error {
	if len(c.Names) == 0 {
		return errors.New("no names")
	}
	for _, n := range c.Names {
		if Normalize(n.Text) == "" {
			return errors.New("empty name")
		}
	}
	if c.Display[LangEnglish] == "" || c.Display[LangChinese] == "" {
		return errors.New("needs a preferred name in both en and zh")
	}
	if err := validateCode(c); err != nil {
		return err
	}
	for _, m := range c.Members {
		if !reATCPrefix.MatchString(m) {
			return fmt.Errorf("member %q is not an ATC prefix", m)
		}
	}
	if c.Type == TypeDrugClass && len(c.Members) == 0 {
		return errors.New("drug class without members")
	}
	for _, ref := range c.Indications {
		if t, ok := l.typeOf(ref); !ok || (t != TypeCondition && t != TypeSymptom) {
			return fmt.Errorf("indication %s is not a condition or symptom", ref)
		}
	}
	for _, ref := range c.Sites {
		if t, ok := l.typeOf(ref); !ok || t != TypeBodySite {
			return fmt.Errorf("site %s is not a body site", ref)
		}
	}
	for _, ref := range c.SideEffects {
		if t, ok := l.typeOf(ref); !ok || t != TypeSymptom {
			return fmt.Errorf("side effect %s is not a symptom", ref)
		}
	}
	if c.Type == TypeDrug {
		class := "class:" + c.Code.Code[:5]
		if t, ok := l.typeOf(class); !ok || t != TypeDrugClass {
			return fmt.Errorf("ATC level-4 class %s is missing", class)
		}
	}
	if c.Type == TypeVital || c.Type == TypeLab {
		if c.Unit == "" {
			return errors.New("no canonical unit")
		}
		units := map[string]bool{}
		for _, u := range c.Units {
			k := strings.ToLower(u.Name)
			if u.Name == "" || units[k] || u.Factor <= 0 || math.IsInf(u.Factor, 0) {
				return fmt.Errorf("bad or duplicate unit %q", u.Name)
			}
			units[k] = true
		}
		if c.Normal != nil && !(c.Normal.Low < c.Normal.High) {
			return fmt.Errorf("normal range %v is empty", *c.Normal)
		}
	} else if c.Unit != "" || len(c.Units) > 1 || c.Normal != nil {
		return errors.New("units on a concept that is not a vital or lab")
	}
	return nil
}

func validateCode(c *Concept) error {
	codes := append([]Code{c.Code}, c.AltCodes...)
	for i, code := range codes {
		if i == 0 && code.Code == "" {
			if c.Type == TypeDrug || c.Type == TypeVital || c.Type == TypeLab {
				return errors.New("missing code")
			}
			continue
		}
		var ok bool
		switch {
		case code.System == SystemATC && c.Type == TypeDrug:
			ok = reATCDrug.MatchString(code.Code)
		case code.System == SystemATC && c.Type == TypeDrugClass:
			ok = reATCClass.MatchString(code.Code) && c.ID == "class:"+code.Code
		case code.System == SystemICD10CM:
			ok = reICD10.MatchString(code.Code)
		case code.System == SystemLOINC:
			ok = reLOINC.MatchString(code.Code) && loincCheckDigitOK(code.Code)
		}
		if !ok {
			return fmt.Errorf("%s code %q is malformed", code.System, code.Code)
		}
	}
	return nil
}

// loincCheckDigitOK verifies a LOINC code's mod-10 (Luhn) check digit.
func loincCheckDigitOK(code string) bool {
	body, check, ok := strings.Cut(code, "-")
	if !ok || len(check) != 1 {
		return false
	}
	sum := 0
	for i := 0; i < len(body); i++ {
		d := int(body[len(body)-1-i] - '0')
		if i%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return (10-sum%10)%10 == int(check[0]-'0')
}

func (l *Lexicon) typeOf(id string) (string, bool) {
	i, ok := l.byID[id]
	if !ok {
		return "", false
	}
	return l.concepts[i].Type, true
}

// langOf is "zh" for text containing a Han character and "en" otherwise.
func langOf(s string) string {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return LangChinese
		}
	}
	return LangEnglish
}

// atcPrefixes returns the ATC level 4, 3, 2 and 1 prefixes of the codes.
func atcPrefixes(codes []string) []string {
	var out []string
	for _, n := range []int{5, 4, 3, 1} {
		for _, code := range codes {
			if len(code) >= n {
				out = appendNew(out, code[:n])
			}
		}
	}
	return out
}

func appendNew(dst []string, items ...string) []string {
	for _, it := range items {
		found := false
		for _, d := range dst {
			if d == it {
				found = true
				break
			}
		}
		if !found {
			dst = append(dst, it)
		}
	}
	return dst
}

func prefixed(prefix string, keys []string) []string {
	if len(keys) == 0 {
		return nil
	}
	out := make([]string, len(keys))
	for i, k := range keys {
		if strings.Contains(k, ":") {
			out[i] = k // already a full id ("sym:fever" among indications)
			continue
		}
		out[i] = prefix + k
	}
	return out
}

func codesOf(codes []Code) []string {
	out := make([]string, len(codes))
	for i, c := range codes {
		out[i] = c.Code
	}
	return out
}
