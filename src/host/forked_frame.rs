//! The first window's first frame drawn by a child process, for a start that must keep one
//! thread while it connects to the window system.
//!
//! Where Xlib builds its Compose table at the connection (root: libX11 reads no compiled table
//! for it, see [`super::compose_cache`]), it reads 512 KiB one `getc` at a time, and glibc
//! locks the stream at each character once the process has a second thread: a first frame
//! drawn on a thread meanwhile slows the connection by more than the frame costs, and drawn
//! after the connection it adds its whole cost (egui's layout and the rasteriser, about 6 ms)
//! to the start. A child process has threads of its own: forked while this process has one,
//! it draws the frame into memory shared with us while we connect, and the picture is put on
//! screen when the window exists. The child only computes pixels: it writes no file, talks
//! to no server and ends without running anything of ours (`_exit`); whatever it started
//! (the task helper's queued work, held until the first frame) ends with it.
//!
//! `unsafe` is allowed here for `fork`, the shared mapping and `_exit`; each use says why it
//! holds.
#![allow(unsafe_code)]

use std::io::Read as _;
use std::os::fd::{FromRawFd as _, OwnedFd};

/// How much less the child weighs than us when both want a core (nice(1): each step is
/// about 1.25 times less CPU when contended; 5 is about a third).
const CHILD_NICENESS: libc::c_int = 5;

/// A first frame being drawn by a child process into memory shared with it.
pub(super) struct ForkedFrame {
    child: libc::pid_t,
    /// The pipe's end we read: once the picture is complete the child writes one byte, then
    /// the window's title (UTF-8); its end closes when the child ends (drawn or not).
    done: std::fs::File,
    /// `len` pixels (`0x00RRGGBB`), mapped shared with the child.
    pixels: *mut u32,
    len: usize,
    /// Whether the child wrote a complete picture (known once `read`).
    drawn: bool,
    /// The window's title, as the child read it from the link (known once `read`).
    title: String,
    /// Whether the child's byte (or the pipe's end) was read.
    read: bool,
    /// Whether the child's exit was collected.
    waited: bool,
}

impl ForkedFrame {
    /// Forks a child that calls `draw` and copies the `len` pixels it returns into memory
    /// shared with us, and the window title beside them into the pipe, then ends. `None`, and
    /// no child, where the process has more than one thread (a child of a threaded process
    /// may find a lock held forever) or the system refuses: the caller draws the frame itself.
    ///
    /// `draw` runs only in the child, on the child's copy of this process's memory: what it
    /// takes out of a variable it borrows is still there in ours.
    pub(super) fn start(
        len: usize,
        draw: impl FnOnce() -> Option<(Vec<u32>, String)>,
    ) -> Option<Self> {
        let bytes = len.checked_mul(4).filter(|&b| b > 0)?;
        if !super::compose_cache::only_thread() {
            return None;
        }
        // SAFETY: a new anonymous mapping, shared with the child; it is owned by the value
        // returned (unmapped when dropped) or unmapped below on failure.
        let map = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                bytes,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if map == libc::MAP_FAILED {
            return None;
        }
        let unmap = || {
            // SAFETY: `map` was mapped above with `bytes` and nothing refers to it.
            unsafe { libc::munmap(map, bytes) };
        };
        let mut fds = [-1; 2];
        // SAFETY: `fds` has room for the two descriptors pipe2 writes.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
            unmap();
            return None;
        }
        // SAFETY: pipe2 succeeded: both descriptors are open and ours alone.
        let (read_end, write_end) =
            unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
        // Counted again right before forking (nothing above starts a thread, but the argument
        // for the fork must hold where it is made).
        if !super::compose_cache::only_thread() {
            unmap();
            return None;
        }
        // SAFETY: the process has one thread (counted just above), so the child gets every
        // lock (the allocator's, stdio's) in a consistent state and may run any code.
        match unsafe { libc::fork() } {
            -1 => {
                unmap();
                None
            }
            0 => {
                drop(read_end);
                // The window system connection and the X server it talks to come first: the
                // child takes what of the machine they leave (on two cores, a child of the
                // same weight slowed the connection by 2-6 ms).
                // SAFETY: setpriority only changes this process's nice value.
                unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, CHILD_NICENESS) };
                // The child's panic ends it without the program's hook (which saves the
                // drafts being edited: the parent's to save, not a copy's).
                std::panic::set_hook(Box::new(|_| {}));
                let drawn = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    match draw() {
                        Some((picture, title)) if picture.len() == len => {
                            // SAFETY: the mapping holds `len` pixels and only this process
                            // writes it until the byte below says it is complete.
                            unsafe {
                                std::ptr::copy_nonoverlapping(picture.as_ptr(), map.cast(), len)
                            };
                            Some(title)
                        }
                        _ => None,
                    }
                }))
                .unwrap_or(None);
                if let Some(title) = drawn {
                    // A title longer than the pipe holds waits for the parent, which reads
                    // to the end.
                    let mut pipe = std::fs::File::from(write_end);
                    let _ = std::io::Write::write_all(&mut pipe, &[1])
                        .and_then(|()| std::io::Write::write_all(&mut pipe, title.as_bytes()));
                }
                // SAFETY: `_exit` ends the child at once: no destructor, no atexit handler of
                // a library runs twice for the parent's state.
                unsafe { libc::_exit(0) }
            }
            child => {
                drop(write_end);
                Some(Self {
                    child,
                    done: std::fs::File::from(read_end),
                    pixels: map.cast(),
                    len,
                    drawn: false,
                    title: String::new(),
                    read: false,
                    waited: false,
                })
            }
        }
    }

    /// Waits until the child has drawn the picture or ended; the picture and the window's
    /// title, if it drew one. The child's exit is collected when this is dropped (after the
    /// picture is on screen).
    pub(super) fn wait(&mut self) -> Option<(&[u32], &str)> {
        if !self.read {
            self.read = true;
            // Its byte, then the title, until the child's end of the pipe closes (read_to_end
            // retries an interrupted read).
            let mut said = Vec::new();
            let read = self.done.read_to_end(&mut said);
            if read.is_ok()
                && said.first() == Some(&1)
                && let Ok(title) = String::from_utf8(said.split_off(1))
            {
                self.title = title;
                self.drawn = true;
            }
        }
        // SAFETY: the mapping holds `len` pixels; the child wrote all of them before its byte
        // and writes nothing after it (it only ends).
        self.drawn.then(|| {
            let pixels = unsafe { std::slice::from_raw_parts(self.pixels, self.len) };
            (pixels, self.title.as_str())
        })
    }

    /// Collects the child's exit, so that no zombie is left.
    fn reap(&mut self) {
        if self.waited {
            return;
        }
        self.waited = true;
        let mut status = 0;
        // SAFETY: waits for our own child, whose pid fork returned.
        unsafe { libc::waitpid(self.child, &mut status, 0) };
    }
}

impl Drop for ForkedFrame {
    fn drop(&mut self) {
        self.reap();
        // SAFETY: the mapping was made with `len` pixels in `start`, and every slice of it
        // borrowed `self`, so none outlives this.
        unsafe { libc::munmap(self.pixels.cast(), self.len * 4) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_process_with_threads_forks_no_child_and_draws_nothing() {
        // The test harness runs tests on threads of their own: this process has several.
        let _other = std::thread::spawn(std::thread::park);
        let mut drawn = false;
        let frame = ForkedFrame::start(16, || {
            drawn = true;
            Some((vec![0; 16], String::new()))
        });
        assert!(frame.is_none());
        assert!(!drawn);
    }

    #[test]
    fn an_empty_or_impossibly_large_picture_forks_no_child() {
        assert!(ForkedFrame::start(0, || Some((Vec::new(), String::new()))).is_none());
        assert!(ForkedFrame::start(usize::MAX, || None).is_none());
    }
}
