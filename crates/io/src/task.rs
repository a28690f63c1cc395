//! Work off the window's thread: the one way the window runs something that waits (sending,
//! handing over, finding a server, signing in, reading the installed programs). A [`Task`]
//! runs a closure on a thread of its own; the closure reports progress and its result
//! through the task, and each report wakes the window, which then [polls](Task::poll) it. So
//! the window never blocks, and never redraws on a timer to look for news.
//!
//! A task that is dropped is cancelled: the closure sees [`Progress::cancelled`] and should
//! stop; whatever it returns afterwards is discarded.
//!
//! What talks to the network or the bus asynchronously (DNS, D-Bus, IMAP) runs through
//! [`block_on`] on the process's one async runtime, from such a thread. (AccessKit's D-Bus
//! connection runs on async-io's executor, which egui-winit chooses; that is the only other.)

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

/// Wakes the window's event loop (a repaint request), from any thread.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// A waker that does nothing, for work nobody draws.
pub fn no_wake() -> Waker {
    Arc::new(|| {})
}

/// Work running on a thread, with its progress (`P`) and its result (`T`).
pub struct Task<T, P = ()> {
    result: mpsc::Receiver<T>,
    progress: mpsc::Receiver<P>,
    cancel: Arc<AtomicBool>,
}

/// What a task's closure is given: where to report progress, and whether to stop.
pub struct Progress<P> {
    tx: mpsc::Sender<P>,
    cancel: Arc<AtomicBool>,
    wake: Waker,
}

/// Where a task stands, as [`Task::poll`] finds it.
#[derive(Debug, PartialEq, Eq)]
pub enum Poll<T, P> {
    /// Still running; the latest progress reported since the last poll, if any.
    Running(Option<P>),
    /// Finished with this result.
    Done(T),
    /// The thread ended without a result (it panicked).
    Lost,
}

impl<P: Send + 'static> Progress<P> {
    /// Reports progress to the window.
    pub fn report(&self, progress: P) {
        if self.tx.send(progress).is_ok() {
            (self.wake)();
        }
    }

    /// Whether the task was cancelled (stopped, or its window closed).
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// The flag itself, for library calls that watch one.
    pub fn cancel_flag(&self) -> &AtomicBool {
        &self.cancel
    }
}

impl<T: Send + 'static, P: Send + 'static> Task<T, P> {
    /// Runs `work` on a thread named `name`; `wake` is called after each report and when it
    /// is done.
    pub fn spawn(
        name: &str,
        wake: Waker,
        work: impl FnOnce(&Progress<P>) -> T + Send + 'static,
    ) -> Task<T, P> {
        Self::start(name, wake, work, |start| start())
    }

    /// [`Task::spawn`] for work whose result the window's first frame does not show (the
    /// installed programs for "Open in..."): while the process's first window is being made
    /// (see [`hold_until_first_frame`]) it starts only once that window is on screen, so
    /// that it does not take a core from it; at once otherwise.
    pub fn spawn_after_first_frame(
        name: &str,
        wake: Waker,
        work: impl FnOnce(&Progress<P>) -> T + Send + 'static,
    ) -> Task<T, P> {
        Self::start(name, wake, work, after_first_frame)
    }

    /// Makes the task and hands the start of its thread to `run`.
    fn start(
        name: &str,
        wake: Waker,
        work: impl FnOnce(&Progress<P>) -> T + Send + 'static,
        run: impl FnOnce(Box<dyn FnOnce() + Send>),
    ) -> Task<T, P> {
        let (result_tx, result) = mpsc::channel();
        let (tx, progress) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let reporter = Progress {
            tx,
            cancel: cancel.clone(),
            wake: wake.clone(),
        };
        let name = name.to_string();
        run(Box::new(move || {
            let spawned = std::thread::Builder::new().name(name).spawn(move || {
                let out = work(&reporter);
                crate::startup_trace::mark("task done");
                if result_tx.send(out).is_ok() {
                    wake();
                }
            });
            // Without a thread the result channel is closed at once: the task reads as lost.
            drop(spawned);
        }));
        Task {
            result,
            progress,
            cancel,
        }
    }

    /// Waits for the result (`None`: the thread ended without one). Only for a thread that
    /// may wait: never the window's.
    pub fn wait(&self) -> Option<T> {
        self.result.recv().ok()
    }

    /// Where the task stands now.
    pub fn poll(&mut self) -> Poll<T, P> {
        let latest = self.progress.try_iter().last();
        match self.result.try_recv() {
            Ok(out) => Poll::Done(out),
            Err(mpsc::TryRecvError::Empty) => Poll::Running(latest),
            Err(mpsc::TryRecvError::Disconnected) => Poll::Lost,
        }
    }

    /// Asks the closure to stop.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl<T, P> Drop for Task<T, P> {
    /// A task nobody waits for any more stops (a closed window ends its sign-in's listener).
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// A thread's start, held back.
type Start = Box<dyn FnOnce() + Send>;

/// Thread starts held back until a moment of the start comes, while one is waited for
/// (`None`: nobody waits).
struct Held(std::sync::Mutex<Option<Vec<Start>>>);

impl Held {
    const fn new() -> Held {
        Held(std::sync::Mutex::new(None))
    }

    fn starts(&self) -> std::sync::MutexGuard<'_, Option<Vec<Start>>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// From now on, starts are held until [`Held::release`].
    fn hold(&self) {
        self.starts().get_or_insert_with(Vec::new);
    }

    /// The moment came (or will not): the held starts run now, later ones at once.
    fn release(&self) {
        let held = self.starts().take();
        for start in held.into_iter().flatten() {
            start();
        }
    }

    /// Runs `start` now, or holds it while the moment is waited for.
    fn run_or_hold(&self, start: Start) {
        let mut held = self.starts();
        match held.as_mut() {
            Some(queue) => queue.push(start),
            None => {
                drop(held);
                start();
            }
        }
    }
}

/// Work the first frame does not show, held until the first window is on screen.
static UNTIL_FIRST_FRAME: Held = Held::new();

/// From now until [`first_frame_shown`], [`Task::spawn_after_first_frame`] holds its work
/// back. The window host calls it before it makes the process's first window; without it
/// (the command line, tests, a host that does not say) such work starts at once.
pub fn hold_until_first_frame() {
    UNTIL_FIRST_FRAME.hold();
}

/// The first window is on screen (or will not be): the work held back starts now, and later
/// work at once.
pub fn first_frame_shown() {
    UNTIL_FIRST_FRAME.release();
}

/// Runs `start` now, or once the first window is on screen while that is being waited for.
fn after_first_frame(start: Start) {
    UNTIL_FIRST_FRAME.run_or_hold(start);
}

/// The process's async runtime: tokio on the current thread, which has no threads of its own,
/// so nothing wakes while nothing waits. Built when first needed.
fn runtime() -> std::io::Result<&'static tokio::runtime::Runtime> {
    static RUNTIME: std::sync::OnceLock<tokio::runtime::Runtime> = std::sync::OnceLock::new();
    if let Some(rt) = RUNTIME.get() {
        return Ok(rt);
    }
    let built = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .build()?;
    Ok(RUNTIME.get_or_init(|| built))
}

/// Runs `future` to its end on the process's async runtime. Called from worker threads, never
/// the window's; several threads may wait on it at once (tokio lets a current-thread runtime
/// be driven by whichever of them is waiting). Fails only when the runtime cannot be built.
pub fn block_on<F: std::future::Future>(future: F) -> std::io::Result<F::Output> {
    Ok(runtime()?.block_on(future))
}

/// Builds something that must be made inside the runtime (a DNS resolver binds to it).
pub fn in_runtime<T>(make: impl FnOnce() -> T) -> std::io::Result<T> {
    let _guard = runtime()?.enter();
    Ok(make())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::time::{Duration, Instant};

    fn wait<T: Send + 'static, P: Send + 'static>(task: &mut Task<T, P>) -> Poll<T, P> {
        let start = Instant::now();
        loop {
            match task.poll() {
                Poll::Running(_) if start.elapsed() < Duration::from_secs(10) => {
                    std::thread::sleep(Duration::from_millis(5))
                }
                other => return other,
            }
        }
    }

    #[test]
    fn progress_and_result_arrive_and_each_wakes_the_window() {
        let wakes = Arc::new(AtomicUsize::new(0));
        let counter = wakes.clone();
        let (go_tx, go) = mpsc::channel::<()>();
        let mut task = Task::spawn(
            "test",
            Arc::new(move || {
                counter.fetch_add(1, Ordering::SeqCst);
            }),
            move |p: &Progress<u8>| {
                p.report(1);
                p.report(2);
                let _ = go.recv();
                7
            },
        );
        // Both reports are in before the result; the poll sees the latest.
        let start = Instant::now();
        while wakes.load(Ordering::SeqCst) < 2 && start.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(task.poll(), Poll::Running(Some(2)));
        go_tx.send(()).unwrap();
        assert_eq!(wait(&mut task), Poll::Done(7));
        assert_eq!(wakes.load(Ordering::SeqCst), 3);
    }

    #[test]
    fn several_threads_wait_on_the_runtime_at_once() {
        let threads: Vec<_> = (0..4)
            .map(|i| {
                std::thread::spawn(move || {
                    block_on(async move {
                        tokio::time::sleep(Duration::from_millis(20)).await;
                        i
                    })
                })
            })
            .collect();
        let got: Vec<u64> = threads
            .into_iter()
            .map(|t| t.join().unwrap().unwrap())
            .collect();
        assert_eq!(got, [0, 1, 2, 3]);
    }

    #[test]
    fn held_starts_run_when_the_moment_comes_and_later_ones_at_once() {
        let ran = Arc::new(AtomicUsize::new(0));
        let start = |ran: &Arc<AtomicUsize>| -> Start {
            let ran = ran.clone();
            Box::new(move || {
                ran.fetch_add(1, Ordering::SeqCst);
            })
        };
        let moment = Held::new();
        // Nobody waits: at once.
        moment.run_or_hold(start(&ran));
        assert_eq!(ran.load(Ordering::SeqCst), 1);
        moment.hold();
        moment.run_or_hold(start(&ran));
        moment.run_or_hold(start(&ran));
        assert_eq!(ran.load(Ordering::SeqCst), 1, "held while waited for");
        moment.release();
        assert_eq!(ran.load(Ordering::SeqCst), 3);
        moment.run_or_hold(start(&ran));
        assert_eq!(ran.load(Ordering::SeqCst), 4);
        // Released again (a host that says twice): nothing runs twice.
        moment.release();
        assert_eq!(ran.load(Ordering::SeqCst), 4);
    }

    #[test]
    fn a_dropped_task_is_cancelled_and_a_panic_is_lost_not_hung() {
        let (seen_tx, seen) = mpsc::channel();
        let task: Task<(), ()> = Task::spawn("test", no_wake(), move |p| {
            while !p.cancelled() {
                std::thread::sleep(Duration::from_millis(1));
            }
            let _ = seen_tx.send(());
        });
        drop(task);
        assert!(seen.recv_timeout(Duration::from_secs(10)).is_ok());
        let mut lost: Task<u8, ()> = Task::spawn("test", no_wake(), |_| panic!("on purpose"));
        assert_eq!(wait(&mut lost), Poll::Lost);
    }
}
