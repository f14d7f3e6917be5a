# The steps of `npm run deploy` and `npm run rollback` that run on the deploy target, in POSIX sh:
# scripts/lib/deploy.ts runs this file with `sh -s -- TARGET_DIR COMMAND ARGS...`, locally or
# through one ssh connection. Exit status 3 means "refused, nothing changed", reason on stderr.
set -eu
fail() { printf '%s\n' "$*" >&2; exit 3; }
[ -d "$1" ] || fail "目标目录 $1 不存在：先在源站上创建它（mkdir -p $1），或检查路径是否写错。"
cd "$1"
action=$2
shift 2

current_id() { if [ -L current ]; then basename "$(readlink current)"; fi; }
point_current_at() { ln -sfn "releases/$1" current.next && mv -fT current.next current; }
# Runs the reload command; on failure puts current and history back as they were and fails.
reload_or_restore() {
  reload=$1 previous=$2
  if [ -z "$reload" ]; then
    echo "没有设置重新加载命令（--reload 或 DEPLOY_RELOAD）：nginx 重新加载配置后才会换到这个版本。"
  elif ! sh -c "$reload"; then
    if [ -n "$previous" ]; then point_current_at "$previous"; else rm -f current; fi
    mv -f history.before history
    fail "重新加载命令失败：$reload。current 已换回 ${previous:-（无）}，线上仍是原来的版本。"
  fi
  rm -f history.before
}

case $action in
prepare) # <id>: prints whether the release is already there, then the current release
  mkdir -p releases assets
  touch history
  if [ -d "releases/$1" ]; then echo existing; else echo new; fi
  current_id
  ;;
activate) # <id> <keep> <reload>
  id=$1 keep=$2 reload=$3
  [ -d "releases/$id" ] || mv "releases/$id.partial" "releases/$id"
  # Add this release's hashed files to the shared pool before any page refers to them.
  rsync -a --ignore-existing "releases/$id/build/assets/" assets/
  previous=$(current_id)
  cp history history.before
  { grep -vxF "$id" history.before || true; echo "$id"; } > history.next
  mv -f history.next history
  point_current_at "$id"
  echo "current：${previous:-（无）} → $id"
  reload_or_restore "$reload" "$previous"
  # Keep the newest releases, and in the pool only the files one of them still uses.
  tail -n "$keep" history > history.next && mv -f history.next history
  for dir in releases/*; do
    name=$(basename "$dir")
    if [ -e "$dir" ] && ! grep -qxF "$name" history; then
      rm -rf "$dir"
      echo "删除旧版本 $name"
    fi
  done
  find assets -type f | while IFS= read -r file; do
    used=
    while IFS= read -r kept; do
      if [ -e "releases/$kept/build/$file" ]; then used=1; break; fi
    done < history
    [ -n "$used" ] || rm -f "$file"
  done
  kept=$(wc -l < history | tr -d ' ')
  if [ "$kept" -gt 1 ]; then
    echo "保留 $kept 个版本；npm run rollback 会回到 $(tail -n 2 history | head -n 1)"
  fi
  ;;
rollback) # <reload>
  reload=$1
  current=$(current_id)
  [ -n "$current" ] || fail "目标上还没有发布过任何版本，无法回滚。"
  previous=$(awk -v current="$current" '$0 == current { print last; exit } { last = $0 }' history)
  if [ -z "$previous" ] || [ ! -d "releases/$previous" ]; then
    fail "没有上一个版本可以回滚：current 是 $current，history 里它前面没有保留的版本。"
  fi
  cp history history.before
  awk -v previous="$previous" '{ print } $0 == previous { exit }' history.before > history.next
  mv -f history.next history
  point_current_at "$previous"
  echo "current：$current → $previous"
  reload_or_restore "$reload" "$current"
  ;;
*) fail "unknown action $action" ;;
esac
