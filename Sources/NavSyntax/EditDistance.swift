/// The candidate a misspelt word most likely meant, for "did you mean" hints:
/// the closest by edit distance (ignoring letter case), when that distance is at
/// most 2 and smaller than the word itself; the first such candidate on a tie.
///
/// Candidates whose length differs from the word's by more than that distance
/// are skipped before any distance is computed, so a huge unknown key costs one
/// pass over the candidates, not a distance table the size of the key.
package func closestMatch(to word: String, among candidates: [String]) -> String? {
    let length = word.count
    let maximumDistance = min(2, length - 1)
    guard maximumDistance >= 0 else { return nil }
    var best: (candidate: String, distance: Int)?
    var lowered: String?
    for candidate in candidates where candidate != word && abs(candidate.count - length) <= maximumDistance {
        let word = lowered ?? word.lowercased()
        lowered = word
        let distance = editDistance(word, candidate.lowercased())
        if distance <= maximumDistance, distance < (best?.distance ?? Int.max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// The optimal-string-alignment distance: insertions, deletions, substitutions
/// and swaps of two adjacent characters each cost 1 (`pahts` → `paths` is 1).
package func editDistance(_ first: String, _ second: String) -> Int {
    let a = Array(first)
    let b = Array(second)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}
