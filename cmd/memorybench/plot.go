package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
)

// Plot colours: p50 blue, p95 red, p99 grey.
var (
	colP50  = color.RGBA{0x1f, 0x77, 0xb4, 0xff}
	colP95  = color.RGBA{0xd6, 0x27, 0x28, 0xff}
	colP99  = color.RGBA{0x99, 0x99, 0x99, 0xff}
	colAxis = color.RGBA{0x33, 0x33, 0x33, 0xff}
	colGrid = color.RGBA{0xe6, 0xe6, 0xe6, 0xff}
)

// plotHistory draws context latency (p50, p95, p99 in ms, linear y)
// against history length (turns, log x) as a PNG: axes, a tick and its
// number under each measured length, the y axis's top value, points joined
// by lines. With no points it draws empty axes.
func plotHistory(w io.Writer, hs []HistoryStat) error {
	const width, height, left, right, top, bottom = 640, 400, 60, 20, 20, 40
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	x0, x1, y0, y1 := left, width-right, height-bottom, top
	ymax := 1.0
	minT, maxT := math.Inf(1), math.Inf(-1)
	for _, h := range hs {
		ymax = math.Max(ymax, h.P99)
		minT = math.Min(minT, float64(h.Turns))
		maxT = math.Max(maxT, float64(h.Turns))
	}
	ymax = niceCeil(ymax * 1.05)
	lx := func(t float64) int {
		if len(hs) < 2 || maxT <= minT {
			return (x0 + x1) / 2
		}
		f := (math.Log10(t) - math.Log10(minT)) / (math.Log10(maxT) - math.Log10(minT))
		return x0 + 20 + int(f*float64(x1-x0-40))
	}
	ly := func(v float64) int { return y0 - int(v/ymax*float64(y0-y1)) }
	// Grid at quarters of the y range, then the axes.
	for k := 1; k <= 4; k++ {
		hline(img, x0, x1, ly(ymax*float64(k)/4), colGrid)
	}
	hline(img, x0, x1, y0, colAxis)
	vline(img, x0, y1, y0, colAxis)
	drawText(img, 4, y1, trimFloat(ymax), colAxis)
	drawText(img, 4, ly(ymax/2), trimFloat(ymax/2), colAxis)
	drawText(img, 4, y0-3, "0", colAxis)
	for _, h := range hs {
		x := lx(float64(h.Turns))
		vline(img, x, y0, y0+5, colAxis)
		s := fmt.Sprint(h.Turns)
		drawText(img, x-len(s)*2, y0+9, s, colAxis)
	}
	for _, series := range []struct {
		c color.RGBA
		v func(HistoryStat) float64
	}{{colP99, func(h HistoryStat) float64 { return h.P99 }}, {colP95, func(h HistoryStat) float64 { return h.P95 }}, {colP50, func(h HistoryStat) float64 { return h.P50 }}} {
		for i, h := range hs {
			x, y := lx(float64(h.Turns)), ly(series.v(h))
			for dx := -3; dx <= 3; dx++ {
				for dy := -3; dy <= 3; dy++ {
					img.Set(x+dx, y+dy, series.c)
				}
			}
			if i > 0 {
				line(img, lx(float64(hs[i-1].Turns)), ly(series.v(hs[i-1])), x, y, series.c)
			}
		}
	}
	// Legend: a square per series, top right.
	for i, c := range []color.RGBA{colP50, colP95, colP99} {
		x := x1 - 90
		y := y1 + 6 + i*12
		for dx := 0; dx < 8; dx++ {
			for dy := 0; dy < 8; dy++ {
				img.Set(x+dx, y+dy, c)
			}
		}
		drawText(img, x+14, y+1, []string{"50", "95", "99"}[i], colAxis)
	}
	return png.Encode(w, img)
}

func hline(img *image.RGBA, xa, xb, y int, c color.Color) {
	for x := xa; x <= xb; x++ {
		img.Set(x, y, c)
	}
}

func vline(img *image.RGBA, x, ya, yb int, c color.Color) {
	for y := ya; y <= yb; y++ {
		img.Set(x, y, c)
	}
}

// line draws a segment (Bresenham).
func line(img *image.RGBA, xa, ya, xb, yb int, c color.Color) {
	dx, dy := abs(xb-xa), -abs(yb-ya)
	sx, sy := sign(xb-xa), sign(yb-ya)
	e := dx + dy
	for {
		img.Set(xa, ya, c)
		if xa == xb && ya == yb {
			return
		}
		if e2 := 2 * e; e2 >= dy {
			e += dy
			xa += sx
		} else {
			e += dx
			ya += sy
		}
		if xa == xb && ya == yb {
			img.Set(xa, ya, c)
			return
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// niceCeil rounds up to 1, 2 or 5 times a power of ten.
func niceCeil(x float64) float64 {
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= x {
			return m * p
		}
	}
	return 10 * p
}

func trimFloat(x float64) string {
	if x == math.Trunc(x) {
		return fmt.Sprint(int(x))
	}
	return fmt.Sprintf("%.1f", x)
}

// glyphs is a 3×5 pixel font for digits and the decimal point, a row per
// string, '#' lit.
var glyphs = map[rune][5]string{
	'0': {"###", "#.#", "#.#", "#.#", "###"}, '1': {".#.", "##.", ".#.", ".#.", "###"},
	'2': {"###", "..#", "###", "#..", "###"}, '3': {"###", "..#", "###", "..#", "###"},
	'4': {"#.#", "#.#", "###", "..#", "..#"}, '5': {"###", "#..", "###", "..#", "###"},
	'6': {"###", "#..", "###", "#.#", "###"}, '7': {"###", "..#", "..#", "..#", "..#"},
	'8': {"###", "#.#", "###", "#.#", "###"}, '9': {"###", "#.#", "###", "..#", "###"},
	'.': {"...", "...", "...", "...", ".#."},
}

// drawText draws digits at (x, y), the top left corner, doubled in size.
func drawText(img *image.RGBA, x, y int, s string, c color.Color) {
	for _, r := range s {
		g, ok := glyphs[r]
		if ok {
			for row, bits := range g {
				for col, bit := range bits {
					if bit == '#' {
						for k := 0; k < 4; k++ {
							img.Set(x+2*col+k%2, y+2*row+k/2, c)
						}
					}
				}
			}
		}
		x += 8
	}
}
