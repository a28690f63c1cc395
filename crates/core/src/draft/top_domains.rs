//! Whether an internationalised domain looks like a well-known one it is not: the check
//! Chromium's IDN spoof checker makes before it shows a domain in Unicode
//! (`IDNSpoofChecker::GetSimilarTopDomain`). The domain's skeleton ([`super::skeleton`],
//! diacritics removed) is looked up in the skeletons of the top domains
//! (`src/draft/top_domains.list`, the top bucket of Chromium's list), suffix by suffix, so that
//! `secure.googlé.com` is found as well as `googlé.com`; a domain that is the top domain itself,
//! or one of its subdomains, is not a look-alike.
//!
//! The table is computed by `build.rs` with the same skeleton function and compiled in sorted,
//! as one string and the offsets of its entries, so a look-up is a binary search and nothing is
//! read or computed at startup.

include!(concat!(env!("OUT_DIR"), "/top_domains.rs"));

/// The top domain `domain` (Unicode, lower case, as UTS 46 maps it) looks like without being
/// it or under it, if any.
pub(super) fn similar_top_domain(domain: &str) -> Option<&'static str> {
    let domain = domain.strip_suffix('.').unwrap_or(domain);
    for skeleton in super::skeleton::skeletons(domain) {
        let labels: Vec<&str> = skeleton.split('.').collect();
        // A match needs two labels at least: a skeleton such as "com" alone names no domain.
        let first = labels.len().saturating_sub(MAX_LABELS);
        for start in first..labels.len().saturating_sub(1) {
            let probe = labels[start..].join(".");
            let matches: Vec<_> = matching(&probe).collect();
            if matches.is_empty() {
                continue;
            }
            // Several top domains can share a skeleton: being (under) any of them is no imitation.
            let own = |top: &str| {
                domain == top
                    || domain
                        .strip_suffix(top)
                        .is_some_and(|rest| rest.ends_with('.'))
            };
            if matches.iter().any(|&(_, top)| own(top)) {
                return None;
            }
            return matches.first().map(|&(_, top)| top);
        }
    }
    None
}

/// The entries whose skeleton is `skeleton`, as `(skeleton, domain)`.
fn matching(skeleton: &str) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
    // The first entry whose skeleton is not below `skeleton`.
    let (mut low, mut high) = (0, count());
    while low < high {
        let middle = low + (high - low) / 2;
        if entry(middle).0 < skeleton {
            low = middle + 1;
        } else {
            high = middle;
        }
    }
    (low..count())
        .map(entry)
        .take_while(move |&(s, _)| s == skeleton)
}

/// How many entries the table has.
fn count() -> usize {
    STARTS.len().saturating_sub(1)
}

/// Entry `i` as `(skeleton, domain)`.
fn entry(i: usize) -> (&'static str, &'static str) {
    let (start, end) = (STARTS[i] as usize, STARTS[i + 1] as usize);
    let text = ENTRIES.get(start..end).unwrap_or_default();
    text.split_once('\t').unwrap_or((text, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_and_holds_the_list() {
        let entries: Vec<_> = (0..count()).map(entry).collect();
        assert!(entries.windows(2).all(|w| w[0] <= w[1]));
        let listed: Vec<&str> = include_str!("top_domains.list")
            .lines()
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .collect();
        assert!(listed.len() >= 800, "{} domains", listed.len());
        for domain in listed {
            assert!(entries.iter().any(|&(_, d)| d == domain), "{domain}");
        }
        // A domain that is its own skeleton is stored once.
        assert!(entries.contains(&("google.co.uk", "google.co.uk")));
    }

    #[test]
    fn a_diacritic_look_alike_of_a_top_domain_is_found() {
        assert_eq!(similar_top_domain("googlé.com"), Some("google.com"));
        assert_eq!(similar_top_domain("secure.pàypal.com"), Some("paypal.com"));
        // "m" and "rn" meet in the skeleton.
        assert_eq!(similar_top_domain("rnicrosoft.com"), Some("microsoft.com"));
        // Cyrillic "н" (Chromium's supplement) reads as "h".
        assert_eq!(similar_top_domain("нotmail.com"), Some("hotmail.com"));
    }

    #[test]
    fn a_top_domain_and_its_subdomains_are_not_look_alikes() {
        assert_eq!(similar_top_domain("google.com"), None);
        assert_eq!(similar_top_domain("mail.google.com"), None);
        assert_eq!(similar_top_domain("google.com."), None);
    }

    #[test]
    fn ordinary_internationalised_domains_are_not_look_alikes() {
        for d in [
            "café.fr",
            "müller.de",
            "bücher.de",
            "société.fr",
            "españa.es",
            "żółw.pl",
            "příklad.cz",
            "örnek.com.tr",
            "dæmi.is",
            "пример.рф",
            "例子.中国",
            "sörensen.example.com",
        ] {
            assert_eq!(similar_top_domain(d), None, "{d}");
        }
    }
}
