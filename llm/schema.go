package llm

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
)

// The keywords a Schema's Doc may use (see Schema).
var keywords = map[string]bool{
	"type": true, "properties": true, "required": true, "additionalProperties": true,
	"items": true, "enum": true, "description": true,
}

var types = map[string]bool{
	"object": true, "array": true, "string": true, "number": true, "integer": true, "boolean": true, "null": true,
}

// checkSchema reports a schema that uses what conform does not check, so
// that no rule of a caller's schema goes unenforced.
func checkSchema(s any, path string) error {
	m, ok := s.(map[string]any)
	if !ok {
		return fmt.Errorf("%s: a schema must be an object", path)
	}
	for k := range m {
		if !keywords[k] {
			return fmt.Errorf("%s: keyword %q is not supported", path, k)
		}
	}
	ts, err := typesOf(m)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if ap, ok := m["additionalProperties"]; ok && ap != false {
		return fmt.Errorf("%s: additionalProperties must be false", path)
	}
	if props, ok := m["properties"]; ok {
		pm, ok := props.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: properties must be an object", path)
		}
		for _, name := range sortedKeys(pm) {
			if err := checkSchema(pm[name], path+"."+name); err != nil {
				return err
			}
		}
	}
	if req, ok := m["required"]; ok {
		rs, ok := req.([]any)
		if !ok {
			return fmt.Errorf("%s: required must be a list", path)
		}
		pm, _ := m["properties"].(map[string]any)
		for _, r := range rs {
			name, ok := r.(string)
			if _, declared := pm[name]; !ok || !declared {
				return fmt.Errorf("%s: required names a property it does not declare", path)
			}
		}
	}
	if items, ok := m["items"]; ok {
		if err := checkSchema(items, path+"[]"); err != nil {
			return err
		}
	}
	if e, ok := m["enum"]; ok {
		if _, ok := e.([]any); !ok {
			return fmt.Errorf("%s: enum must be a list", path)
		}
	}
	if ts["object"] && m["additionalProperties"] != false {
		return fmt.Errorf("%s: an object must set additionalProperties false (strict mode)", path)
	}
	return nil
}

// typesOf returns the types a schema allows; none named means any.
func typesOf(m map[string]any) (map[string]bool, error) {
	out := map[string]bool{}
	switch t := m["type"].(type) {
	case nil:
	case string:
		out[t] = true
	case []any:
		for _, x := range t {
			s, _ := x.(string)
			out[s] = true
		}
	default:
		return nil, errors.New("type must be a name or a list of names")
	}
	for t := range out {
		if !types[t] {
			return nil, fmt.Errorf("type %q is not a JSON schema type", t)
		}
	}
	return out, nil
}

// conform reports how v breaks schema s (both decoded from JSON, numbers as
// json.Number). The error names the path by the schema's own property
// names and array indexes, never by a key or value of v: v is the model's
// answer and may quote a patient.
func conform(s any, v any, path string) error {
	m := s.(map[string]any) // checked by checkSchema
	ts, _ := typesOf(m)
	if len(ts) > 0 && !ts[typeOf(v)] && !(ts["number"] && typeOf(v) == "integer") {
		return fmt.Errorf("%s has the wrong type", path)
	}
	if e, ok := m["enum"].([]any); ok {
		found := false
		for _, x := range e {
			if equalJSON(x, v) {
				found = true
				break
			}
		}
		if !found {
			return fmt.Errorf("%s is not one of the allowed values", path)
		}
	}
	switch x := v.(type) {
	case map[string]any:
		props, _ := m["properties"].(map[string]any)
		if m["additionalProperties"] == false {
			for k := range x {
				if _, ok := props[k]; !ok {
					return fmt.Errorf("%s has a field the schema does not name", path)
				}
			}
		}
		if req, ok := m["required"].([]any); ok {
			for _, r := range req {
				if _, ok := x[r.(string)]; !ok {
					return fmt.Errorf("%s.%s is missing", path, r)
				}
			}
		}
		for _, name := range sortedKeys(props) {
			if fv, ok := x[name]; ok {
				if err := conform(props[name], fv, path+"."+name); err != nil {
					return err
				}
			}
		}
	case []any:
		if items, ok := m["items"]; ok {
			for i, iv := range x {
				if err := conform(items, iv, fmt.Sprintf("%s[%d]", path, i)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func typeOf(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case json.Number:
		if _, err := x.Int64(); err == nil {
			return "integer"
		}
		return "number"
	case float64:
		if x == float64(int64(x)) {
			return "integer"
		}
		return "number"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return "unknown"
}

// equalJSON compares an enum entry (decoded from the schema) with a value of
// the answer.
func equalJSON(a, b any) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(ja) == string(jb)
}

func sortedKeys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
