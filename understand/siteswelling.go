package understand

// A swelling at a place the lexicon has no swelling concept for ("my
// wrist is swollen", "大脚趾头肿得老高", "牙肉肿咗") is the general
// swelling, with the place as its attribute: the record keeps the finding
// the patient states and where, rather than nothing. Only outer places
// that visibly swell are read so; a belly swollen is bloating, a throat or
// tongue swelling have concepts of their own, and organs do not swell to
// the patient's eye.

// swellingSites are the body sites a swelling is read at by enStates when
// no concept names the swelling there, and the concept it is read as: the
// general swelling, or the face's for a cheek or jaw ("me jaw's a bit
// puffy" is a swollen face). Left out: a toe, which swells as a joint in
// gout ("my big toe is swollen and hot"), and the gums, whose swelling is
// a finding of its own the lexicon lacks.
var swellingSites = map[string]string{
	"site:wrist": "sym:edema", "site:elbow": "sym:edema", "site:forearm": "sym:edema", "site:thumb": "sym:edema",
	"site:heel": "sym:edema", "site:shin": "sym:edema", "site:hip": "sym:edema", "site:shoulder": "sym:edema",
	"site:eyelid": "sym:edema", "site:ear": "sym:edema", "site:nose": "sym:edema", "site:forehead": "sym:edema",
	"site:collarbone": "sym:edema", "site:cheek": "sym:face_swelling", "site:jaw": "sym:face_swelling",
}

// swellingAt returns the swelling concept for a swelling said at site when
// no concept names it there, and whether the site is to be its attribute.
func (r *Reader) swellingAt(generic, site string) (string, bool) {
	c := swellingSites[site]
	if generic != "sym:edema" || c == "" || r.composed[[2]string{generic, site}] != "" {
		return "", false
	}
	return c, c == generic
}

// zhStatesOfSwelling read the same in Chinese: places the lexicon has no
// swelling of, before 肿.
var zhStatesOfSwelling = []struct {
	places, states, concept string
}{
	{"手腕子|手腕|手脖子|腕子|胳膊肘|手肘|眼皮|脚后跟|额头|额颅", "肿|肿了|发肿|肿起来|肿得|肿咗|红肿", "sym:edema"},
	{"腮帮子|腮帮", "肿|肿了|发肿|肿起来|肿得|肿咗", "sym:face_swelling"},
}
