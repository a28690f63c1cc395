//! Windows: a per-user registration under `HKEY_CURRENT_USER`: a ProgID whose
//! `shell\open\command` runs `"<exe>" "%1"`, the application's `Capabilities` with
//! `URLAssociations\mailto`, and its entry in `RegisteredApplications`. Since Windows 10 a
//! program may not make itself the default (the user's choice is hash-protected), so
//! `register` opens the Default apps page with Mailto Preview listed, and `status` reads the
//! user's choice. `HKCU\Software\Classes\mailto` is never written.
//!
//! [`registry_values`] and [`reg_file`] are checked on every platform (the packaged
//! `packaging/windows/mailto-preview.reg` is their output); the registry calls compile on
//! Windows only.

/// The ProgID that opens mailto: links with this program.
pub const PROG_ID: &str = "MailtoPreview.mailto";

/// The name in `RegisteredApplications` and on the Default apps page.
pub const APP_NAME: &str = "Mailto Preview";

/// Where the application's capabilities live, under `HKCU`.
pub const CAPABILITIES: &str = r"Software\MailtoPreview\Capabilities";

/// One registry value under `HKEY_CURRENT_USER`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegValue {
    /// The key, relative to `HKEY_CURRENT_USER`.
    pub key: String,
    /// The value's name; empty for the key's default value.
    pub name: String,
    /// The string data (`REG_SZ`).
    pub data: String,
}

/// Every value `register` writes for the program at `exe`.
pub fn registry_values(exe: &str) -> Vec<RegValue> {
    let v = |key: &str, name: &str, data: String| RegValue {
        key: key.to_string(),
        name: name.to_string(),
        data,
    };
    let prog = format!(r"Software\Classes\{PROG_ID}");
    vec![
        v(&prog, "", "Mailto Preview email link".into()),
        v(&format!(r"{prog}\DefaultIcon"), "", format!("\"{exe}\",0")),
        v(
            &format!(r"{prog}\shell\open\command"),
            "",
            format!("\"{exe}\" \"%1\""),
        ),
        v(CAPABILITIES, "ApplicationName", APP_NAME.into()),
        v(
            CAPABILITIES,
            "ApplicationDescription",
            "See the whole message a mailto: link would send, and send it only when you approve"
                .into(),
        ),
        v(
            &format!(r"{CAPABILITIES}\URLAssociations"),
            "mailto",
            PROG_ID.into(),
        ),
        v(
            r"Software\RegisteredApplications",
            APP_NAME,
            CAPABILITIES.into(),
        ),
    ]
}

/// The same values as a `.reg` file (what an installer or an administrator imports).
pub fn reg_file(exe: &str) -> String {
    let quote = |s: &str| format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""));
    let mut out = String::from("Windows Registry Editor Version 5.00\r\n");
    let mut last_key = "";
    for value in registry_values(exe).iter() {
        if value.key != last_key {
            out.push_str(&format!("\r\n[HKEY_CURRENT_USER\\{}]\r\n", value.key));
        }
        let name = if value.name.is_empty() {
            "@".to_string()
        } else {
            quote(&value.name)
        };
        out.push_str(&format!("{name}={}\r\n", quote(&value.data)));
        last_key = &value.key;
    }
    out
}

#[cfg(windows)]
pub use system::{register, status, unregister};

#[cfg(windows)]
mod system {
    use std::path::Path;

    use winreg::RegKey;
    use winreg::enums::HKEY_CURRENT_USER;

    use super::super::{DesktopError, Registration, Status};
    use super::{APP_NAME, CAPABILITIES, PROG_ID, registry_values};

    const USER_CHOICE: &str =
        r"Software\Microsoft\Windows\Shell\Associations\UrlAssociations\mailto\UserChoice";

    fn refused(what: &str, e: std::io::Error) -> DesktopError {
        DesktopError::System(format!("the registry refused {what}: {e}"))
    }

    /// Writes the registration and opens the Default apps page for the person to choose.
    pub fn register(exe: &Path) -> Result<Registration, DesktopError> {
        let exe = exe
            .to_str()
            .ok_or_else(|| DesktopError::UnwritablePath(exe.to_path_buf()))?;
        let hkcu = RegKey::predef(HKEY_CURRENT_USER);
        for value in registry_values(exe) {
            let (key, _) = hkcu
                .create_subkey(&value.key)
                .map_err(|e| refused(&value.key, e))?;
            key.set_value(&value.name, &value.data)
                .map_err(|e| refused(&value.key, e))?;
        }
        let page = format!(
            "ms-settings:defaultapps?registeredAppUser={}",
            APP_NAME.replace(' ', "%20")
        );
        let opened = std::process::Command::new("explorer.exe")
            .arg(&page)
            .spawn();
        let mut done = vec![format!(
            "registered {PROG_ID} and {APP_NAME}'s capabilities under HKEY_CURRENT_USER"
        )];
        done.push(match opened {
            Ok(_) => "opened Settings > Default apps: choose Mailto Preview for MAILTO there (Windows lets only you make that choice)".into(),
            Err(e) => format!("could not open Settings ({e}): open Settings > Apps > Default apps > Mailto Preview and choose it for MAILTO"),
        });
        Ok(Registration { done })
    }

    /// Removes the registration; Windows then goes back to the user's previous choice or asks.
    pub fn unregister() -> Result<Registration, DesktopError> {
        let hkcu = RegKey::predef(HKEY_CURRENT_USER);
        let _ = hkcu.delete_subkey_all(format!(r"Software\Classes\{PROG_ID}"));
        let _ = hkcu.delete_subkey_all(r"Software\MailtoPreview");
        if let Ok(apps) = hkcu.open_subkey_with_flags(
            r"Software\RegisteredApplications",
            winreg::enums::KEY_SET_VALUE,
        ) {
            let _ = apps.delete_value(APP_NAME);
        }
        Ok(Registration {
            done: vec![format!(
                "removed {PROG_ID} and {CAPABILITIES}; Windows goes back to your previous mail app, or asks"
            )],
        })
    }

    /// The user's choice for mailto: and whether it is ours.
    pub fn status() -> Result<Status, DesktopError> {
        let hkcu = RegKey::predef(HKEY_CURRENT_USER);
        let handler: Option<String> = hkcu
            .open_subkey(USER_CHOICE)
            .and_then(|k| k.get_value("ProgId"))
            .ok();
        let is_us = handler.as_deref() == Some(PROG_ID);
        let command: Option<String> = hkcu
            .open_subkey(format!(r"Software\Classes\{PROG_ID}\shell\open\command"))
            .and_then(|k| k.get_value(""))
            .ok();
        let program = command
            .as_deref()
            .and_then(|c| c.strip_prefix('"')?.split('"').next().map(str::to_string));
        let mut problems = Vec::new();
        if let Some(p) = &program
            && !std::path::Path::new(p).is_file()
        {
            problems.push(format!(
                "{PROG_ID} runs {p}, which does not exist (run register again from the installed program)"
            ));
        }
        if !is_us && command.is_some() {
            problems.push(
                "Mailto Preview is registered but not chosen: choose it in Settings > Default apps"
                    .into(),
            );
        }
        Ok(Status {
            handler,
            source: Some(format!("HKEY_CURRENT_USER\\{USER_CHOICE}")),
            entry: None,
            program: program.map(std::path::PathBuf::from),
            is_us,
            problems,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXE: &str = r"C:\Program Files\Mailto Preview\mailto-preview.exe";

    #[test]
    fn the_command_quotes_the_program_and_the_link() {
        let values = registry_values(EXE);
        let command = values
            .iter()
            .find(|v| v.key.ends_with(r"shell\open\command"))
            .unwrap();
        assert_eq!(command.data, format!("\"{EXE}\" \"%1\""));
        assert!(
            values
                .iter()
                .any(|v| v.key.ends_with(r"Capabilities\URLAssociations")
                    && v.name == "mailto"
                    && v.data == PROG_ID)
        );
        assert!(
            values
                .iter()
                .any(|v| v.key == r"Software\RegisteredApplications" && v.data == CAPABILITIES)
        );
    }

    #[test]
    fn the_mailto_class_itself_is_never_written() {
        for v in registry_values(EXE) {
            let key = v.key.to_ascii_lowercase();
            assert_ne!(key, r"software\classes\mailto");
            assert!(!key.starts_with(r"software\classes\mailto\"), "{}", v.key);
            assert!(key.starts_with("software\\"), "{}", v.key);
        }
    }

    #[test]
    fn the_packaged_reg_file_is_the_generated_one() {
        let packaged = include_str!("../../../../packaging/windows/mailto-preview.reg");
        assert_eq!(packaged, reg_file(EXE));
        assert!(packaged.contains(
            "@=\"\\\"C:\\\\Program Files\\\\Mailto Preview\\\\mailto-preview.exe\\\" \\\"%1\\\"\""
        ));
    }
}
