# memoryd: a static, cgo-free binary on a minimal base.
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/memoryd ./cmd/memoryd

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/memoryd /usr/local/bin/memoryd
ENV MEMORYD_ADDR=0.0.0.0:8080 MEMORYD_DATA_DIR=/data
VOLUME /data
EXPOSE 8080
USER nonroot
ENTRYPOINT ["/usr/local/bin/memoryd"]
CMD ["serve"]
