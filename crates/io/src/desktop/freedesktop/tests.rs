use std::path::{Path, PathBuf};

use super::*;

/// XDG directories in a fresh temporary directory, removed afterwards.
struct Env {
    root: PathBuf,
    xdg: Xdg,
}

impl Env {
    fn new(tag: &str, desktops: &[&str]) -> Env {
        let root =
            std::env::temp_dir().join(format!("mailto-preview-xdg-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root).unwrap();
        let xdg = Xdg {
            config_home: root.join("config"),
            data_home: root.join("data"),
            config_dirs: vec![root.join("etc-xdg")],
            data_dirs: vec![root.join("usr-share")],
            desktops: desktops.iter().map(|d| d.to_string()).collect(),
        };
        Env { root, xdg }
    }

    fn put(&self, path: &Path, text: &str) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    /// An installed mail client's entry in the system data dir.
    fn install(&self, id: &str, exec: &str) {
        self.put(
            &self.xdg.data_dirs[0].join("applications").join(id),
            &format!("[Desktop Entry]\nType=Application\nName={id}\nExec={exec} %u\nMimeType=x-scheme-handler/mailto;\n"),
        );
    }

    fn read(&self, path: &Path) -> String {
        std::fs::read_to_string(path).unwrap_or_default()
    }

    /// A real executable standing in for our binary.
    fn exe(&self) -> PathBuf {
        let exe = self.root.join("bin dir").join("mailto-preview");
        self.put(&exe, "#!/bin/sh\n");
        #[cfg(unix)]
        std::os::unix::fs::PermissionsExt::set_mode(
            &mut std::fs::metadata(&exe).unwrap().permissions(),
            0o755,
        );
        #[cfg(unix)]
        std::fs::set_permissions(&exe, std::os::unix::fs::PermissionsExt::from_mode(0o755))
            .unwrap();
        exe
    }
}

impl Drop for Env {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

#[test]
fn the_desktop_entry_quotes_the_path_and_takes_one_url() {
    let entry = desktop_entry(Path::new("/opt/my apps/$x/mail\"to`-preview")).unwrap();
    let exec = ini_value(&entry, "Desktop Entry", "Exec").unwrap();
    assert_eq!(
        exec,
        r#""/opt/my apps/\\$x/mail\\"to\\`-preview" --window %u"#
    );
    assert_eq!(
        exec_program(&exec).as_deref(),
        Some("/opt/my apps/$x/mail\"to`-preview")
    );
    for line in [
        "Type=Application",
        "Terminal=false",
        "MimeType=x-scheme-handler/mailto;",
        "Icon=org.mailtopreview.MailtoPreview",
        "Categories=Network;Email;",
    ] {
        assert!(entry.lines().any(|l| l == line), "{line} missing:\n{entry}");
    }
    let percent = desktop_entry(Path::new("/opt/100%/mailto-preview")).unwrap();
    assert!(percent.contains("Exec=/opt/100%%/mailto-preview --window %u"));
    let plain = desktop_entry(Path::new("/usr/bin/mailto-preview")).unwrap();
    assert!(
        plain.contains("Exec=/usr/bin/mailto-preview --window %u\n"),
        "{plain}"
    );
    assert_eq!(
        exec_program("/usr/bin/mailto-preview %u").as_deref(),
        Some("/usr/bin/mailto-preview")
    );
    assert!(desktop_entry(Path::new("/opt/a\nb")).is_err());
}

#[test]
fn ini_edits_touch_only_the_one_key() {
    let text = "# mine\n[Default Applications]\ntext/html=firefox.desktop\nx-scheme-handler/mailto=thunderbird.desktop;\n\n[Added Associations]\nimage/png=gimp.desktop;\n";
    let set = ini_set(
        text,
        "Default Applications",
        MAILTO_MIME,
        Some("us.desktop;"),
    );
    assert_eq!(set, text.replace("thunderbird.desktop;", "us.desktop;"));
    let removed = ini_set(text, "Default Applications", MAILTO_MIME, None);
    assert_eq!(
        removed,
        text.replace("x-scheme-handler/mailto=thunderbird.desktop;\n", "")
    );
    let added = ini_set(
        "[Added Associations]\nimage/png=gimp.desktop;\n",
        "Default Applications",
        MAILTO_MIME,
        Some("us.desktop;"),
    );
    assert_eq!(
        added,
        "[Added Associations]\nimage/png=gimp.desktop;\n\n[Default Applications]\nx-scheme-handler/mailto=us.desktop;\n"
    );
    let into_group = ini_set(
        "[Default Applications]\ntext/html=firefox.desktop\n\n[Other]\na=b\n",
        "Default Applications",
        MAILTO_MIME,
        Some("us.desktop;"),
    );
    assert_eq!(
        into_group,
        "[Default Applications]\ntext/html=firefox.desktop\nx-scheme-handler/mailto=us.desktop;\n\n[Other]\na=b\n"
    );
    assert_eq!(ini_set("", "G", "k", Some("v")), "[G]\nk=v\n");
}

#[test]
fn register_then_unregister_restores_the_previous_default() {
    let env = Env::new("roundtrip", &[]);
    env.install("thunderbird.desktop", "/usr/bin/thunderbird");
    let list = env.xdg.user_list();
    let before = "[Default Applications]\ntext/html=firefox.desktop\nx-scheme-handler/mailto=thunderbird.desktop;\n\n[Added Associations]\nimage/png=gimp.desktop;\n";
    env.put(&list, before);
    let s = status(&env.xdg).unwrap();
    assert_eq!(s.handler.as_deref(), Some("thunderbird.desktop"));
    assert!(!s.is_us);

    let exe = env.exe();
    register(&env.xdg, &exe).unwrap();
    let after = env.read(&list);
    assert_eq!(
        after,
        before.replace(
            "thunderbird.desktop;",
            "org.mailtopreview.MailtoPreview.desktop;"
        )
    );
    let entry = env.read(&env.xdg.entry_path());
    assert!(entry.contains("MimeType=x-scheme-handler/mailto;"));
    assert!(
        env.xdg
            .data_home
            .join("icons/hicolor/128x128/apps/org.mailtopreview.MailtoPreview.png")
            .is_file()
    );
    let s = status(&env.xdg).unwrap();
    assert!(s.is_us, "{s}");
    assert_eq!(s.program.as_deref(), Some(exe.as_path()));
    assert!(s.problems.is_empty(), "{:?}", s.problems);

    // The mail program it replaced is known, to be offered first for hand-offs.
    assert_eq!(
        previous_handler(&env.xdg).as_deref(),
        Some("thunderbird.desktop")
    );

    // Registering again must not make "ours" the remembered previous default.
    register(&env.xdg, &exe).unwrap();
    assert_eq!(
        previous_handler(&env.xdg).as_deref(),
        Some("thunderbird.desktop")
    );
    unregister(&env.xdg).unwrap();
    assert_eq!(env.read(&list), before);
    assert!(!env.xdg.entry_path().exists());
    assert_eq!(
        status(&env.xdg).unwrap().handler.as_deref(),
        Some("thunderbird.desktop")
    );
    let again = unregister(&env.xdg).unwrap();
    assert!(
        again.done[0].contains("nothing to undo"),
        "{:?}",
        again.done
    );
}

#[test]
fn with_no_previous_default_unregister_removes_ours() {
    let env = Env::new("fresh", &[]);
    register(&env.xdg, &env.exe()).unwrap();
    assert_eq!(
        env.read(&env.xdg.user_list()),
        "[Default Applications]\nx-scheme-handler/mailto=org.mailtopreview.MailtoPreview.desktop;\n"
    );
    assert_eq!(previous_handler(&env.xdg), None, "there was none");
    unregister(&env.xdg).unwrap();
    assert_eq!(env.read(&env.xdg.user_list()), "[Default Applications]\n");
}

#[test]
fn a_desktop_specific_list_wins_and_is_handled() {
    let env = Env::new("desktop", &["ubuntu", "gnome"]);
    env.install("org.gnome.Evolution.desktop", "evolution");
    let gnome = env.xdg.config_home.join("gnome-mimeapps.list");
    env.put(
        &gnome,
        "[Default Applications]\nx-scheme-handler/mailto=org.gnome.Evolution.desktop\n",
    );
    let lists = env.xdg.mimeapps_lists();
    assert_eq!(lists[0], env.xdg.config_home.join("ubuntu-mimeapps.list"));
    assert_eq!(lists[1], gnome);
    assert_eq!(lists[2], env.xdg.user_list());

    register(&env.xdg, &env.exe()).unwrap();
    assert!(
        env.read(&gnome)
            .contains("=org.mailtopreview.MailtoPreview.desktop;")
    );
    assert!(status(&env.xdg).unwrap().is_us);
    unregister(&env.xdg).unwrap();
    assert_eq!(
        env.read(&gnome),
        "[Default Applications]\nx-scheme-handler/mailto=org.gnome.Evolution.desktop\n"
    );

    // A desktop-specific choice made after registering overrides ours: status says so.
    register(&env.xdg, &env.exe()).unwrap();
    env.put(
        &env.xdg.config_home.join("ubuntu-mimeapps.list"),
        "[Default Applications]\nx-scheme-handler/mailto=org.gnome.Evolution.desktop\n",
    );
    let s = status(&env.xdg).unwrap();
    assert!(!s.is_us);
    assert!(
        s.problems
            .iter()
            .any(|p| p.contains("names Mailto Preview, but") && p.contains("ubuntu-mimeapps.list")),
        "{:?}",
        s.problems
    );
}

#[test]
fn status_reports_an_entry_whose_binary_is_gone() {
    let env = Env::new("gone", &[]);
    let exe = env.exe();
    register(&env.xdg, &exe).unwrap();
    std::fs::remove_file(&exe).unwrap();
    let s = status(&env.xdg).unwrap();
    assert!(s.is_us);
    assert!(
        s.problems.iter().any(|p| p.contains("does not exist")),
        "{:?}",
        s.problems
    );
}

#[test]
fn status_skips_an_uninstalled_default_and_falls_back_to_the_cache() {
    let env = Env::new("cache", &[]);
    env.put(
        &env.xdg.user_list(),
        "[Default Applications]\nx-scheme-handler/mailto=gone.desktop;\n",
    );
    env.install("sylpheed.desktop", "sylpheed");
    env.put(
        &env.xdg.data_dirs[0].join("applications/mimeinfo.cache"),
        "[MIME Cache]\nx-scheme-handler/mailto=sylpheed.desktop;\n",
    );
    let s = status(&env.xdg).unwrap();
    assert_eq!(s.handler.as_deref(), Some("sylpheed.desktop"));
    assert!(
        s.problems
            .iter()
            .any(|p| p.contains("gone.desktop, which is not installed"))
    );
}

#[test]
fn the_packaged_entry_is_the_generated_one() {
    assert_eq!(
        include_str!("../../../../../packaging/linux/org.mailtopreview.MailtoPreview.desktop"),
        desktop_entry(Path::new("mailto-preview")).unwrap()
    );
}
