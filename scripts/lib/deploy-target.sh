# The steps of `npm run deploy` and `npm run rollback` that run on the deploy target, in POSIX sh:
# scripts/lib/deploy.ts runs this file with `sh -c SCRIPT sh TARGET_DIR ACTION ARGS...`, locally or
# through ssh. Exit status 3 means "refused, nothing changed", with the reason on stderr.
set -eu
fail() { printf '%s\n' "$*" >&2; exit 3; }
# A release id names a folder under releases/: hex and hyphens only (a commit, maybe -<tree>),
# so that no id can climb out of releases/, name another folder, or break a line of a log.
check_id() {
  case $1 in
  [0-9a-f]*) case $1 in *[!0-9a-f-]*) ;; *) return 0 ;; esac ;;
  esac
  fail "拒绝：版本名只能由十六进制数字和 - 组成（提交号），收到的不是。目标上没有任何改动。"
}
# Whether a folder is one pull request's preview (…/pr-N).
is_preview() {
  case $1 in
  */pr-[1-9]*) case ${1##*/pr-} in *[!0-9]*) return 1 ;; esac ;;
  *) return 1 ;;
  esac
}
# The folder of one pull request's preview, made on its first deploy and removed when the pull
# request closes; these two act on the folder itself.
case ${2:-} in
ensure | purge) is_preview "$1" || fail "不是预览目录：$1" ;;
esac
case ${2:-} in
ensure) umask 022 && mkdir -p "$1" && exit 0 ;;
purge) # after remove: deletes the emptied folder, taking its lock first, so that a publish that
  # started meanwhile keeps its lock and its folder (deploy.lock is never removed while held)
  [ -d "$1" ] || exit 0
  command -v flock >/dev/null || fail "源站上没有 flock 命令：安装 util-linux（Debian、Ubuntu 默认已装）后再删除预览。"
  exec 9>>"$1/deploy.lock"
  flock -n 9 || fail "没有删除预览目录 $1：一次发布正在使用它（它持有 deploy.lock）。等它结束后再运行一次 npm run preview:remove。"
  [ "$(ls -A "$1")" = deploy.lock ] ||
    fail "没有删除预览目录 $1：里面除了 deploy.lock 还有别的东西（一次中断的删除或新的发布留下的）。再运行一次 npm run preview:remove。"
  rm -f "$1/deploy.lock"
  rmdir "$1" 2>/dev/null ||
    fail "没有删除预览目录 $1：删除时有一次发布在里面写了文件。等它结束后再运行一次 npm run preview:remove。"
  exit 0
  ;;
esac
[ -d "$1" ] || fail "目标目录 $1 不存在：先在源站上创建它（mkdir -p $1），或检查路径是否写错。"
cd "$1"
action=$2
shift 2
# nginx's workers run as another user (www-data on Debian): everything made here must be
# readable by everyone, whatever the deploy user's own umask.
umask 022
# The shared pool of /assets/ serves the site only: the previews' nginx serves each preview from
# its own release's build/ alone, so previews keep no pool.
if is_preview "$(pwd)"; then pool=; else pool=1; fi

current_id() { if [ -L current ]; then basename "$(readlink current)"; fi; }
point_current_at() { ln -sfn "releases/$1" current.next && mv -fT current.next current; }
# The live release's release.json on one line: the deploy checks that the origin serves it.
print_release_json() { printf 'release.json %s\n' "$(tr -d '\n' <"releases/$1/build/release.json")"; }

# The state before a switch, so that a failed reload or check can put it back.
save_state() { cp history history.before && printf '%s\n' "$(current_id)" >current.before; }
restore_state() {
  previous=$(cat current.before)
  if [ -n "$previous" ]; then point_current_at "$previous"; else rm -f current; fi
  mv -f history.before history
  rm -f current.before
}
# A name with a control character (a newline above all) reads as two names to any tool that
# lists files one a line. npm run deploy refuses them before uploading; this refuses them again
# before a release is used, whatever uploaded it. The bytes 1-31 and 127; \177 last, as command
# substitution drops trailing newlines. LC_ALL=C: every byte is a character, so UTF-8 names
# (docs/tags/主播/) match nothing here.
control=$(printf '\001\002\003\004\005\006\007\010\011\012\013\014\015\016\017\020\021\022\023\024\025\026\027\030\031\032\033\034\035\036\037\177')
check_names() {
  if [ -n "$(LC_ALL=C find "$1" -name "*[$control]*" -print | head -n 1)" ]; then
    fail "拒绝：$1 里有名字含控制字符（例如换行）的文件或文件夹，npm run build 不会写出这样的名字。在源站上删除 $1 后重新发布。目标上没有任何改动。"
  fi
}

# Runs the reload command; on failure puts the state back and fails. Records what nginx loaded.
reload_or_restore() {
  reload=$1
  if [ -z "$reload" ]; then
    echo "没有设置重新加载命令（--reload 或 DEPLOY_RELOAD）：nginx 重新加载配置后才会换到这个版本。"
  elif sh -c "$reload"; then
    current_id >loaded
  else
    restore_state
    fail "重新加载命令失败：$reload。current 已换回 $(current_id || true)，线上仍是原来的版本。"
  fi
}

case $action in
lock) # <who> [wait seconds]: holds the target's lock until this command's input closes (or its connection drops)
  command -v flock >/dev/null || fail "源站上没有 flock 命令：安装 util-linux（Debian、Ubuntu 默认已装）后再发布。"
  wait=${2:-0}
  case $wait in '' | *[!0-9]*) fail "等锁的秒数必须是整数：$wait" ;; esac
  exec 9>>deploy.lock
  if ! flock -w "$wait" 9; then
    { read -r who && read -r since && read -r pid; } <deploy.lock || true
    fail "另一个发布或回滚正在进行：${who:-（未知）}，开始于 ${since:-（未知）}（源站上的进程 ${pid:-?}）。等它结束后再运行。它若已经中断，锁会在它的连接断开时自动释放；确认它已不在运行、锁却还在时，在源站上运行 kill ${pid:-<进程号>}。"
  fi
  printf '%s\n' "$1" "$(date '+%Y-%m-%d %H:%M:%S %z')" "$$" >deploy.lock
  echo locked
  cat >/dev/null
  ;;
prepare) # <id>: prints whether the release is already there, the current release, and an existing one's release.json
  check_id "$1"
  mkdir -p releases
  if [ -n "$pool" ]; then mkdir -p assets; fi
  touch history
  if [ -d "releases/$1" ]; then echo existing; else echo new; fi
  printf '%s\n' "$(current_id)"
  if [ -d "releases/$1" ]; then tr -d '\n' <"releases/$1/build/release.json" || true; fi
  ;;
activate) # <id> <reload>
  id=$1 reload=$2
  check_id "$id"
  if [ -d "releases/$id" ]; then check_names "releases/$id"; else
    check_names "releases/$id.partial"
    mv "releases/$id.partial" "releases/$id"
  fi
  # Releases uploaded before readable modes were enforced may hold private folders.
  chmod -R a+rX "releases/$id"
  # Add this release's hashed files to the shared pool before any page refers to them.
  if [ -n "$pool" ]; then rsync -a --ignore-existing "releases/$id/build/assets/" assets/; fi
  previous=$(current_id)
  save_state
  { grep -vxF "$id" history.before || true; echo "$id"; } >history.next
  mv -f history.next history
  point_current_at "$id"
  echo "current：${previous:-（无）} → $id"
  reload_or_restore "$reload"
  print_release_json "$id"
  ;;
rollback) # <reload>
  reload=$1
  current=$(current_id)
  [ -n "$current" ] || fail "目标上还没有发布过任何版本，无法回滚。"
  check_id "$current"
  previous=$(awk -v current="$current" '$0 == current { print last; exit } { last = $0 }' history)
  if [ -z "$previous" ] || [ ! -d "releases/$previous" ]; then
    fail "没有上一个版本可以回滚：current 是 $current，history 里它前面没有保留的版本。"
  fi
  check_id "$previous"
  chmod -R a+rX "releases/$previous"
  save_state
  awk -v previous="$previous" '{ print } $0 == previous { exit }' history.before >history.next
  mv -f history.next history
  point_current_at "$previous"
  echo "current：$current → $previous"
  reload_or_restore "$reload"
  print_release_json "$previous"
  ;;
restore) # <reload>: the origin did not serve the switched-to release; put the state before back
  reload=$1
  restore_state
  echo "current 已换回 $(current_id || true)"
  if [ -n "$reload" ]; then sh -c "$reload" && current_id >loaded; fi
  ;;
finish) # [keep]: the switch is good; with keep, also keep only the newest releases and their pool files
  keep=${1:-}
  rm -f history.before current.before
  # A rollback keeps everything: tabs still open on the release it left need that release's chunks.
  [ -n "$keep" ] || exit 0
  tail -n "$keep" history >history.next && mv -f history.next history
  # Never the live release, the one nginx last loaded (it serves it until its next reload), or
  # an upload in progress or interrupted (a deploy of the same commit resumes it).
  live=$(current_id)
  loaded=$(cat loaded 2>/dev/null || true)
  for dir in releases/*; do
    name=$(basename "$dir")
    case $name in *.partial) continue ;; esac
    if [ -e "$dir" ] && [ "$name" != "$live" ] && [ "$name" != "$loaded" ] &&
      ! grep -qxF "$name" history; then
      rm -rf "$dir"
      echo "删除旧版本 $name"
    fi
  done
  if [ -z "$pool" ]; then
    # A preview's pool, left by deploys from before previews kept none, serves nothing.
    rm -rf assets
  else
    # Each name reaches the inner shell as one argument, whatever characters it holds.
    find assets -type f -exec sh -c '
      for file do
        used=
        for dir in releases/*/; do
          if [ -e "$dir/build/$file" ]; then used=1; break; fi
        done
        [ -n "$used" ] || rm -f -- "$file"
      done' sh {} +
  fi
  kept=$(wc -l <history | tr -d ' ')
  if [ "$kept" -gt 1 ]; then
    echo "保留 $kept 个版本；npm run rollback 会回到 $(tail -n 2 history | head -n 1)"
  fi
  ;;
remove) # <reload>: a preview's pull request is closed; nginx stops serving it after the reload
  reload=$1
  is_preview "$(pwd)" || fail "不是预览目录：$(pwd)"
  rm -rf current current.next releases assets history history.next history.before current.before loaded
  if [ -n "$reload" ]; then sh -c "$reload"; fi
  echo "已删除预览 $(basename "$(pwd)")"
  ;;
previews) # run on the previews' root folder: the names of its pull request folders (pr-N), one a line
  # Only the names a publish makes: no link, nothing but digits after pr-, no leading zero.
  for dir in pr-*; do
    case ${dir#pr-} in '' | 0* | *[!0-9]*) continue ;; esac
    if [ -d "$dir" ] && [ ! -L "$dir" ]; then printf '%s\n' "$dir"; fi
  done
  ;;
*) fail "unknown action $action" ;;
esac
