# Sourced by .ci/run (and by anyone on a machine with an older Node): puts the Node.js major
# version named in .node-version first on PATH. When the machine's `node` is older, the official
# binary comes from the npm registry's `node-linux-<arch>` package (the only registry this project
# may reach), unpacked once into a cache folder outside the repository and reused afterwards.
want=$(tr -d ' \nv' < "$(dirname "${BASH_SOURCE[0]}")/../.node-version")
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -lt "$want" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No node-linux package for $(uname -m): install Node.js $want yourself." >&2; return 1 ;;
  esac
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/campo-solidario/node-$want-$arch"
  if [ ! -x "$cache/bin/node" ]; then
    echo "Node.js $have is older than $want: fetching node-linux-$arch@$want from the npm registry…"
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-$arch@$want" > /dev/null)
    mkdir -p "$cache.partial"
    tar xzf "$tmp"/node-linux-*.tgz -C "$cache.partial" --strip-components=1
    rm -rf "$tmp" "$cache"
    mv "$cache.partial" "$cache"
  fi
  export PATH="$cache/bin:$PATH"
fi
echo "Node.js $(node --version), npm $(npm --version)"
