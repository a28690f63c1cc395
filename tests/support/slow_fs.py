#!/usr/bin/python3
"""A file system that holds every write while a file says so, for the tests that prove the
window never waits for the disk (tests/it/never_waits.rs).

    slow_fs.py BACKING MOUNTPOINT HOLD

Mounts BACKING at MOUNTPOINT through FUSE (python3-fusepy), passing everything through, except
that creating a file and writing to one wait while the file HOLD exists: a disk that has
stopped answering, as a network folder does when its server is gone. Removing HOLD lets every
held call go on. Runs in the foreground until unmounted (fusermount -u MOUNTPOINT) or ended.
"""

import errno
import os
import sys
import time

from fusepy import FUSE, FuseOSError, Operations


class Held(Operations):
    """Passes every call through to `root`, holding creates and writes while `hold` exists."""

    def __init__(self, root, hold):
        self.root = root
        self.hold = hold

    def _wait(self):
        # The hold file is looked at every 50 ms (removed by the test, or by its time limit).
        while os.path.exists(self.hold):
            time.sleep(0.05)

    def _path(self, path):
        return os.path.join(self.root, path.lstrip("/"))

    def getattr(self, path, fh=None):
        try:
            st = os.lstat(self._path(path))
        except OSError as e:
            raise FuseOSError(e.errno)
        keys = ("st_mode", "st_nlink", "st_uid", "st_gid", "st_size", "st_atime", "st_mtime", "st_ctime")
        return {k: getattr(st, k) for k in keys}

    def readdir(self, path, fh):
        return [".", ".."] + os.listdir(self._path(path))

    def mkdir(self, path, mode):
        os.mkdir(self._path(path), mode)

    def chmod(self, path, mode):
        os.chmod(self._path(path), mode)

    def chown(self, path, uid, gid):
        os.chown(self._path(path), uid, gid)

    def unlink(self, path):
        os.unlink(self._path(path))

    def rmdir(self, path):
        os.rmdir(self._path(path))

    def rename(self, old, new):
        os.rename(self._path(old), self._path(new))

    def utimens(self, path, times=None):
        os.utime(self._path(path), times)

    def open(self, path, flags):
        return os.open(self._path(path), flags)

    def create(self, path, mode, fi=None):
        self._wait()
        return os.open(self._path(path), os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)

    def read(self, path, size, offset, fh):
        os.lseek(fh, offset, os.SEEK_SET)
        return os.read(fh, size)

    def write(self, path, data, offset, fh):
        self._wait()
        os.lseek(fh, offset, os.SEEK_SET)
        return os.write(fh, data)

    def truncate(self, path, length, fh=None):
        with open(self._path(path), "r+") as f:
            f.truncate(length)

    def flush(self, path, fh):
        return 0

    def release(self, path, fh):
        os.close(fh)
        return 0

    def fsync(self, path, datasync, fh):
        os.fsync(fh)
        return 0

    def fsyncdir(self, path, datasync, fh):
        return 0

    def opendir(self, path):
        if not os.path.isdir(self._path(path)):
            raise FuseOSError(errno.ENOTDIR)
        return 0


def main():
    backing, mountpoint, hold = sys.argv[1:4]
    # nothreads=False: a held write must not stop the calls of other threads (a listing).
    FUSE(Held(backing, hold), mountpoint, foreground=True, nothreads=False)


if __name__ == "__main__":
    main()
