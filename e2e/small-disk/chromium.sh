#!/bin/sh
# Chromium with its profile on a small disk of its own: a tmpfs of $SMALL_DISK_MB megabytes mounted
# over $SMALL_DISK_DIR in a private mount namespace (unshare: no privilege is needed where user
# namespaces are allowed). Its process id is written beside the directory: the test fills that
# disk, as a phone's own files do, through /proc/<pid>/root.
echo $$ > "$SMALL_DISK_DIR.pid"
exec unshare --map-root-user --mount sh -c 'mount -t tmpfs -o size="$SMALL_DISK_MB"m tmpfs "$SMALL_DISK_DIR" && exec "$CHROMIUM_PATH" "$@"' chromium "$@"
