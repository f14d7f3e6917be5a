#!/usr/bin/env bash
# For preview-deploy.yml: prints number=N to $GITHUB_OUTPUT for the one open pull request whose
# head is commit $SHA of repository $HEAD_REPO (both from the workflow_run event, not from the
# artifact), and fails otherwise. Matching the head itself, not a search, so that a comment or a
# title that quotes the commit cannot point the preview at another pull request.
set -euo pipefail
[[ "$SHA" =~ ^[0-9a-f]{40}$ ]] || { echo "Not a commit: $SHA" >&2; exit 1; }
numbers=$(gh api --paginate "repos/$REPO/pulls?state=open&per_page=100" \
  --jq '.[] | select(.head.sha == env.SHA and .head.repo.full_name == env.HEAD_REPO) | .number')
count=$(printf '%s' "$numbers" | grep -c . || true)
if [ "$count" -ne 1 ]; then
  echo "Expected one open pull request with head $HEAD_REPO@$SHA, found $count: nothing published." >&2
  exit 1
fi
[[ "$numbers" =~ ^[1-9][0-9]*$ ]] || { echo "Not a pull request number: $numbers" >&2; exit 1; }
# Once more, by number: the same pull request, still open, still at this head.
state=$(gh api "repos/$REPO/pulls/$numbers" --jq '[.state, .head.sha, .head.repo.full_name] | join(" ")')
[ "$state" = "open $SHA $HEAD_REPO" ] || {
  echo "Pull request $numbers is now: $state; expected open $SHA $HEAD_REPO. Nothing published." >&2
  exit 1
}
echo "number=$numbers" >>"$GITHUB_OUTPUT"
