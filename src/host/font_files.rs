//! The system's font files, mapped read-only, and handing back the pages of them a window
//! has finished reading.
//!
//! A font file is mapped, not read: a CJK collection is 18 MiB, of which one window reads the
//! outlines of a few hundred glyphs. But every read of a page not yet in the process maps its
//! neighbours too (the kernel's fault-around, 64 KiB), so the glyphs of a Japanese window kept
//! 3.8 MiB of Noto Sans CJK resident (measured with `/proc/PID/pagemap`: 3.0 MiB of it in the
//! outlines, the rest character map and metrics) long after they were drawn into egui's glyph
//! atlas, which is what every later frame paints from. So once a frame has drawn new glyphs
//! into the atlas, the host hands the font files' pages back. They stay in the page cache,
//! shared with every other program, and come back at the next read (a glyph not drawn yet,
//! the character map of a line being edited) without reading the disk, unless the system
//! needed the memory meanwhile.
//!
//! `unsafe` is allowed here, and only for the two calls that need it: mapping a file and
//! handing a mapping's pages back.

#![allow(unsafe_code)]

use std::fs::File;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError, Weak};

use fontique::Blob;
use memmap2::Mmap;

/// Every font file mapped by [`map`] that something still holds.
static MAPPED: Mutex<Vec<Weak<Mmap>>> = Mutex::new(Vec::new());

/// The bytes of the font file at `path`, mapped read-only and shared with the page cache.
pub(super) fn map(path: &Path) -> Option<Blob<u8>> {
    let file = File::open(path).ok()?;
    // SAFETY: the mapping is read-only; like every program that maps fonts (fontconfig,
    // FreeType, fontique), we rely on font files not being rewritten in place while mapped
    // (package managers replace them with a new file, which leaves this mapping intact).
    let mapped = Arc::new(unsafe { Mmap::map(&file) }.ok()?);
    let mut all = MAPPED.lock().unwrap_or_else(PoisonError::into_inner);
    all.retain(|m| m.strong_count() > 0);
    all.push(Arc::downgrade(&mapped));
    Some(Blob::new(mapped))
}

/// Hands back the resident pages of every mapped font file (they are read again from the page
/// cache when next needed). Call it after a frame that drew new glyphs into the atlas.
#[cfg(all(unix, not(target_os = "macos")))]
pub(super) fn hand_back_pages() {
    let live: Vec<Arc<Mmap>> = MAPPED
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .iter()
        .filter_map(Weak::upgrade)
        .collect();
    for mapped in live {
        // SAFETY: `map` made this a shared, read-only mapping of a file. For such a mapping
        // MADV_DONTNEED only unmaps the pages from this process: the next read of a byte
        // faults the same page back in from the file (madvise(2)), so no borrow of these bytes
        // ever sees them change. (Zero-filling, the case memmap2 warns of, is for private
        // anonymous memory, which this is not.)
        let handed_back = unsafe { mapped.unchecked_advise(memmap2::UncheckedAdvice::DontNeed) };
        // Refused (a kernel without it): the pages stay resident, which costs only memory.
        let _ = handed_back;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the page at `address` is resident in this process (mincore would say whether
    /// it is cached; the process's page map says whether it is mapped here).
    fn resident(address: usize) -> bool {
        use std::io::{Read, Seek, SeekFrom};
        let page = 4096;
        let mut map = File::open("/proc/self/pagemap").expect("the page map");
        map.seek(SeekFrom::Start((address / page * 8) as u64))
            .expect("seeks");
        let mut entry = [0u8; 8];
        map.read_exact(&mut entry).expect("reads");
        u64::from_le_bytes(entry) >> 63 == 1
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn handed_back_pages_leave_the_process_and_read_the_same_bytes_again() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("font.ttf");
        let bytes: Vec<u8> = (0..256 * 1024).map(|i| (i * 7 % 251) as u8).collect();
        std::fs::write(&path, &bytes).expect("writes");
        let blob = map(&path).expect("maps");
        let data: &[u8] = blob.as_ref();
        assert_eq!(data[100_000], bytes[100_000]);
        let address = data.as_ptr() as usize + 100_000;
        assert!(resident(address), "a page just read is resident");
        hand_back_pages();
        assert!(!resident(address), "a handed-back page is not resident");
        assert_eq!(data, &bytes[..], "and reads the same bytes again");
    }

    #[test]
    fn a_file_that_cannot_be_opened_is_no_font() {
        assert!(map(Path::new("/nonexistent/font.ttf")).is_none());
    }
}
